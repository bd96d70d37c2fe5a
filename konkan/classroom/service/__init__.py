"""The class service: the one authority a class on a JupyterHub shares (issue 32).

It runs beside the hub as one of its managed services (``/services/konkan/``): classes, shared
tables and their games, the class test's answers and the students' progress live in its database
(SQLAlchemy), and every request carries the hub's own identity. The teacher's projector page
(:mod:`~konkan.classroom.service.projector`) shows the class live and asks it questions
(:mod:`~konkan.classroom.service.asking`). Needs the ``konkan[class]`` extra;
``import konkan`` never imports it.
"""
