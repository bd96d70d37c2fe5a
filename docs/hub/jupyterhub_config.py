# konkan's class on a school's JupyterHub (JupyterHub 5 or later): the lines a hub administrator
# adds to the hub's own jupyterhub_config.py, after its other settings. The hub needs konkan with
# its class extra installed in the environment the hub runs in (pip install "konkan[class]"), and
# every user's server needs konkan installed (pip install konkan[widgets]).
# make test-hub starts a real JupyterHub with exactly these lines (tests/hub/).
import sys

c = get_config()  # noqa: F821 (JupyterHub defines get_config in its configuration files)

# Where the class service listens: a free port on the hub's machine, which every user's server can
# reach (on Kubernetes, the hub's service name, such as "http://hub:10101").
konkan_url = "http://127.0.0.1:10101"

# The class service: JupyterHub starts it, restarts it if it stops, and routes /services/konkan/ to
# it. Its database is a SQLite file in the folder the hub runs in, unless KONKAN_CLASS_DB names
# another (a file, or a PostgreSQL URL such as "postgresql+psycopg://konkan:secret@db/konkan").
c.JupyterHub.services.append(
    {
        "name": "konkan",
        "url": konkan_url,
        "command": [sys.executable, "-m", "konkan.classroom.service"],
        "environment": {"KONKAN_CLASS_DB": "konkan-class.sqlite"},
        # The school runs it: nobody is asked to let it know their name.
        "oauth_no_confirm": True,
    }
)

# Who may use it: every user, from the browser ("self" is the user role's usual scope; a
# configuration that already redefines the user role adds the second scope to its own list) ...
c.JupyterHub.load_roles.append(
    {"name": "user", "scopes": ["self", "access:services!service=konkan"]},
)
# ... and from their own notebooks: the token a user's server gets ($JUPYTERHUB_API_TOKEN, which its
# kernels have too) may call the service (the first two scopes are the server's usual ones).
c.Spawner.server_token_scopes = [
    "users:activity!user",
    "access:servers!server",
    "access:services!service=konkan",
]
# How a notebook finds the service.
c.Spawner.environment.update({"KONKAN_CLASS_SERVICE": konkan_url + "/services/konkan/"})

# The teachers: the members of the hub group konkan-teachers. Put their user names here (the hub's
# admin page can add more later; a name taken out here stays in the group until removed there).
c.JupyterHub.load_groups.update({"konkan-teachers": {"users": []}})
