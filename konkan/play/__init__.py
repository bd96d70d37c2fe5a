"""The computer's play, above the engine: it reads a seat's view and says what to do.

- :mod:`konkan.play.solver`: an exact cover search, the best way to split a hand into groups.
- :mod:`konkan.play.analysis`: what a hand can do, found exactly (the best opening, how far from a
  Konkan, a way to go out).
- :mod:`konkan.play.advice`: every move worth considering for a seat now, ranked and explained.
- :mod:`konkan.play.hints`: the public face of those three (``konkan.hints``, ``konkan.best_opening``).
- :mod:`konkan.play.players`: the computer players, by level, and the reasons they give.
- :mod:`konkan.play.guessing`: guessing the cards a seat cannot see, for the players that look ahead.
- :mod:`konkan.play.playouts`: quick playouts, a round played on to its end without words.
- :mod:`konkan.play.simulate`: many seeded games between them (``konkan.simulate``).
- :mod:`konkan.play.review`: the coach's review, each decision of a seat in a round weighed in
  points (``review_round``, ``review_game``), with the rule behind each mistake.
- :mod:`konkan.play.adviser`: the Hint, checked against the review so the two never disagree.

This layer imports the engine (the modules of :mod:`konkan`) and nothing above it.
"""
