"""The class service's words on a school's JupyterHub (``hub.*``): its page, its refusals, what a
student's kernel says about where the class lives, and the service's command line (its help and what
it writes in the hub's log).

A refusal's sentence says what was wrong and what to do; the service sends it with a reason code
(the key) and an HTTP status."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- the service's page (GET /services/konkan/)
    "hub.page.title": "Konkan class",
    "hub.page.hello": "Hello, {name}.",
    "hub.page.teacher": "The hub says you are a teacher here.",
    "hub.page.student": "The hub says you are a student here.",
    "hub.page.about": "This is the konkan class of your school's hub. Your class's notebooks talk to it.",
    # --- refusals (the reason code is the key; the service adds the HTTP status)
    "hub.not_signed_in": (
        "The class service does not know who you are: sign in to the hub first. A notebook on the hub "
        "sends its server's token by itself."
    ),
    "hub.away": (
        "The hub did not answer the class service just now, so the service can't tell who you are. The hub is most "
        "likely restarting: try again in a moment."
    ),
    "hub.not_allowed": (
        "The hub knows you, {name}, but does not let this page or notebook use the class service. Ask the hub's "
        "administrator to add konkan's lines to the hub: they give the scope {scope}."
    ),
    "hub.teachers_only": "Only a teacher can do this, and the hub does not list you, {name}, in the group {group}.",
    "hub.body_too_big": "The request is too big: it has {size} bytes, and the class service takes at most {limit}.",
    "hub.body_not_json": "The request is not JSON the class service can read: it goes wrong at character {position}.",
    "hub.body_not_text": "The request is not text the class service can read: byte {position} is not UTF-8.",
    "hub.body_not_object": "The request must be a JSON object, with names and values in braces; it was {kind}.",
    "hub.not_found": "The class service has nothing at {path}.",
    "hub.body_unknown_field": "The request has a field {name} that this call does not take. It takes: {names}.",
    "hub.body_no_fields": "no field",
    "hub.body_missing_field": "The request needs a field {name}, and it has none.",
    "hub.body_bad_field.int": "The request's {name} must be a whole number; it was {value}.",
    "hub.body_bad_field.bool": "The request's {name} must be true or false; it was {value}.",
    "hub.body_bad_field.text": "The request's {name} must be text in quotes; it was {value}.",
    "hub.body_bad_field.text_or_int": "The request's {name} must be text or a whole number; it was {value}.",
    "hub.body_bad_field.any": "The request's {name} must be text, a number, or a list of them; it was {value}.",
    "hub.query_bad.int": "The address's {name} must be a whole number, such as 12; it was {value}.",
    "hub.query_bad.seconds": "The address's {name} must be a number of seconds, such as 20; it was {value}.",
    "hub.query_too_long": "The address gives {name} more than once, or longer than {limit} characters.",
    "hub.failed": (
        "The class service could not answer this request (HTTP status {status}). The hub's administrator "
        "can read why in the hub's log."
    ),
    # --- a student's kernel: where the class lives (konkan/classroom/service/client.py)
    "hub.client.on_hub": (
        "This notebook runs on your school's hub, so your class lives on its class service ({path} at the hub's "
        "address)."
    ),
    "hub.client.not_on_hub": (
        "This notebook does not run on a school hub, so the class stays in files on this computer."
    ),
    "hub.client.no_service": (
        "This notebook runs on a hub that has no konkan class service, so the class stays in files on this "
        "computer. The hub's administrator can add the service (see the teacher's guide)."
    ),
    "hub.client.needed": (
        "{where} Making a class and opening its tables need the class service of a school's hub; "
        "here, follow the teacher's guide for a class in files."
    ),
    "hub.client.away": "The class service is not answering just now: it is most likely restarting. Try again in a moment.",
    "hub.client.class_made": "{describe} It is on the hub: students join it with the code {short}.",
    "hub.client.table_opened": (
        "Table {number} of class {short} is open, with {seats} seats. The computer plays any seat no "
        "student takes, at the level {level}."
    ),
    "hub.client.unreachable": "The class service at {url} did not answer.",
    "hub.client.bad_reply": "The class service at {url} sent a reply that is not JSON (HTTP status {status}).",
    # --- the command konkan-class-service (its --help, and the lines it writes in the hub's log)
    "hub.command.description": (
        "The konkan class service: JupyterHub starts it as one of its services (see docs/hub/jupyterhub_config.py) "
        "and routes it at /services/konkan/."
    ),
    "hub.command.db": (
        "the class's database, a SQLAlchemy URL or a file name (default: $KONKAN_CLASS_DB, else the SQLite file "
        "{default} in the folder the service runs in)"
    ),
    "hub.command.not_on_hub": (
        "konkan-class-service runs as a JupyterHub service, and {variable} is not set: add it to the hub's "
        "configuration (docs/hub/jupyterhub_config.py) and let the hub start it."
    ),
    "hub.command.bad_url": (
        "{variable} is {value}, which is not an address such as http://127.0.0.1:10101. The hub's administrator "
        "sets it (docs/hub/jupyterhub_config.py)."
    ),
    "hub.command.sweep_failed": (
        "The service could not look for students gone without a word. It looks again in a few seconds; why is below."
    ),
    "hub.command.computer_failed": (
        "Table {table}: the computer could not play its turn. The table waits for the next move; why is below."
    ),
    "hub.command.listening": "The konkan class service listens at {url} (the hub routes {prefix}); its database: {db}.",
}
