"""Teaching, above the computer's play: lessons, puzzles and practice for the learner.

- :mod:`konkan.teaching.lessons`: the lessons, one module each, and the learner's progress.
- :mod:`konkan.teaching.puzzles`: puzzles without end, each wrong answer told its slip.
- :mod:`konkan.teaching.practice`: puzzles one after another, harder or easier as they go.
- :mod:`konkan.teaching.answers`: reading and judging an answer, shared by lessons and puzzles.
- :mod:`konkan.teaching.learner_files`: the learner's files (stars, practice, answers), kept safe.

This layer imports the engine and :mod:`konkan.play`, nothing above them.
"""
