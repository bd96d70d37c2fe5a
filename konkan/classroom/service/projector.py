"""The teacher's projector page, drawn on the server: every piece of it is HTML (and the engine's
SVG) written here in Python from what the class's authority says, every word from the catalogue
(``projector.*``). The page's small script only fetches and swaps: it waits on the service for
the class's next version (a long poll of ``projector/<code>/live``) and puts each part it gets
back in its place, and its buttons post to the class's API with the hub's XSRF token. No rule is
decided in it.

- :func:`parts`: the page's live parts by name, as HTML: ``controls`` (pause, resume), ``ask``
  (the question asked of the class and its tally, or the button that asks it), and ``board``
  (the whole class) or ``table`` (one table with every hand open);
- :func:`page`: the whole page around them.

The class's board (:func:`~konkan.classroom.board.board_of`) says where each student is in the
test (answered or not yet), never an answer.
"""

from __future__ import annotations

import html
import re
from typing import Any

from ...cards import Card
from ...catalogue import language, right_to_left, say
from ...render import card_svg, hand_svg, meld_svg, table_svg
from ...view import SeatView

__all__ = ["page", "parts"]

LIVE_WAIT = 20  # seconds the page's script lets the service hold one ask for the next version


def _e(text: Any) -> str:
    return html.escape(str(text))


def _span(cls: str, text: str) -> str:
    return f'<span class="{cls}">{_e(text)}</span>'  # not user words


def _attr(text: Any) -> str:
    return html.escape(str(text), quote=True)


def class_url(prefix: str, code: str) -> str:
    return f"{prefix}projector/{code}"


_CURRENT = ' aria-current="page"'  # not user words


def table_url(prefix: str, code: str, table: int) -> str:
    return f"{prefix}projector/{code}/tables/{table}"


# --- the parts ------------------------------------------------------------------------------
def controls_html(board: dict[str, Any], prefix: str) -> str:
    """Whether the tables are paused, and the pause and resume buttons."""
    code = board["code"]
    tables = board["tables"]
    paused = [t["paused"] for t in tables]
    if tables and all(paused):
        state, key = "paused", "projector.all_paused"  # not user words
    elif any(paused):
        state, key = "some", "projector.some_paused"  # not user words
    else:
        state, key = "playing", "projector.playing"  # not user words
    api = f"{prefix}api/classes/{code}"
    pause_off = " disabled" if tables and all(paused) else ""
    resume_off = " disabled" if not any(paused) else ""
    return (
        f'<p class="kp-state kp-state-{state}">{_e(say(key))}</p>'  # not user words
        f'<div class="kp-buttons" role="group" aria-label="{_attr(say("projector.buttons"))}">'
        f'<button type="button" class="kp-button" data-post="{_attr(api + "/pause")}"{pause_off}>'
        f"{_e(say('projector.pause'))}</button>"
        f'<button type="button" class="kp-button" data-post="{_attr(api + "/resume")}"{resume_off}>'
        f"{_e(say('projector.resume'))}</button></div>"
    )


def _students_html(board: dict[str, Any]) -> str:
    students = board["students"]
    if not students:
        return f'<p class="kp-empty">{_e(say("projector.no_students", code=board["code"]))}</p>'
    count = board["count"]
    head = "".join(
        f'<th scope="col">{_e(say(k))}</th>'  # not user words
        for k in ("projector.student", "projector.lessons", "projector.practice", "projector.test")
    )
    rows = []
    for s in students:
        lessons = (
            "".join(
                f'<span class="kp-chip" title="{_attr(say("projector.lesson_title", **lesson))}">'  # not user words
                f"{_e(say('projector.lesson_chip', **lesson))}</span>"
                for lesson in s["lessons"]
            )
            or f'<span class="kp-none">{_e(say("projector.none_yet"))}</span>'  # not user words
        )
        practice = (
            "".join(_span("kp-chip", say("projector.practice_chip", **p)) for p in s["practice"])  # not user words
            or f'<span class="kp-none">{_e(say("projector.none_yet"))}</span>'  # not user words
        )
        if count:
            dots = "".join(
                f'<span class="kp-dot{" kp-done" if done else ""}" role="img" '  # not user words
                f'aria-label="{_attr(say("projector.puzzle_answered" if done else "projector.puzzle_not_yet", number=i + 1))}"'
                f' title="{_attr(say("projector.puzzle_answered" if done else "projector.puzzle_not_yet", number=i + 1))}">'
                "</span>"
                for i, done in enumerate(s["test"])
            )
            test = (
                f'<span class="kp-dots">{dots}</span> '  # not user words
                f'<span class="kp-count">{_e(say("projector.answered_of", answered=s["answered"], count=count))}</span>'
            )
        else:
            test = f'<span class="kp-none">{_e(say("projector.no_test"))}</span>'  # not user words
        rows.append(
            f'<tr><th scope="row" class="kp-name">{_e(s["user"])}</th>'  # not user words
            f"<td>{lessons}</td><td>{practice}</td><td>{test}</td></tr>"
        )
    return f'<table class="kp-students"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'  # not user words


def _round_words(t: dict[str, Any]) -> str:
    if t["game_over"]:
        return say("projector.game_over")
    if t["round_over"]:
        return say("projector.round_over", round=t["round"])
    return say("projector.round", round=t["round"])


def _seat_html(seat: dict[str, Any]) -> str:
    if seat["user"] is None:
        who = say("projector.seat_computer", seat=seat["name"])
    elif seat["present"]:
        who = say("projector.seat_student", seat=seat["name"], user=seat["user"])
    else:
        who = say("projector.seat_away", seat=seat["name"], user=seat["user"])
    turn = f' <span class="kp-turn">{_e(say("projector.to_play"))}</span>' if seat["to_play"] else ""  # not user words
    return (
        f'<li class="kp-seat{" kp-to-play" if seat["to_play"] else ""}"><span>{_e(who)}{turn}</span>'  # not user words
        f'<span class="kp-points">{_e(say("projector.score", points=seat["points"]))}</span></li>'
    )


def _tables_html(board: dict[str, Any], prefix: str, chosen: int | None = None) -> str:
    tables = board["tables"]
    if not tables:
        return f'<p class="kp-empty">{_e(say("projector.no_tables"))}</p>'
    cards = []
    for t in tables:
        paused = " " + _span("kp-badge", say("projector.paused")) if t["paused"] else ""  # not user words
        seats = "".join(_seat_html(seat) for seat in t["seats"])
        link = table_url(prefix, board["code"], t["number"])
        here = _CURRENT if t["table"] == chosen else ""
        cards.append(
            f'<article class="kp-table-card"><h3>{_e(say("projector.table", number=t["number"]))} '  # not user words
            f'<span class="kp-round">{_e(_round_words(t))}</span>{paused}</h3>'
            f'<ul class="kp-seats">{seats}</ul>'
            f'<a class="kp-link" href="{_attr(link)}"{here}>{_e(say("projector.show_table", number=t["number"]))}</a>'
            "</article>"
        )
    return f'<div class="kp-tables">{"".join(cards)}</div>'  # not user words


def board_html(board: dict[str, Any], prefix: str, *, tables: bool = True) -> str:
    """The whole class: the students (lessons, practice, the test answered or not yet) and, unless
    ``tables`` is False (while a moment is asked: who sits where would tell whose it is), the tables."""
    results = ""
    if board.get("results"):  # once the marks are out: how many got each puzzle right, never who
        chips = "".join(f'<li class="kp-result">{_e(r["words"])}</li>' for r in board["results"])  # not user words
        heading = _e(board["results_heading"])
        results = f'<section class="kp-section"><h2>{heading}</h2><ul class="kp-results">{chips}</ul></section>'  # not user words
    return (
        f'<section class="kp-section"><h2>{_e(say("projector.students"))}</h2>{_students_html(board)}</section>'  # not user words
        + results
        + (
            f'<section class="kp-section"><h2>{_e(say("projector.tables"))}</h2>{_tables_html(board, prefix)}</section>'  # not user words
            if tables
            else ""
        )
    )


def _table_svg(table: dict[str, Any], *, open_hands: bool) -> str:
    """The table drawn by the engine from the seat of ``table["view"]`` (its events as everybody
    reads them); with ``open_hands``, as an onlooker beside that seat sees it (the room looks at
    the table and is no seat: nobody is "you"), every hand face up."""
    view = SeatView.from_dict(table["view"])
    if not open_hands:  # the seat asked about: its hand for the room to think about, nobody "you"
        return table_svg(view, for_room=True)
    hands = [[Card.from_id(i) for i in hand] for hand in table["hands"]]
    return table_svg(view.as_onlooker(view.events), hands=hands)


def _last_move(table: dict[str, Any]) -> str:
    moves = [e for e in table["view"].get("events") or [] if e["seat"] is not None]  # the deal is no move
    if not moves:
        return say("projector.no_move")
    return say("projector.last_move", sentence=moves[-1]["message"])


def table_html(table: dict[str, Any], board: dict[str, Any], prefix: str, *, hidden: bool = False) -> str:
    """One table with every hand open (:func:`~konkan.render.table_svg`), the last move's sentence
    big under it, and the other tables to choose from; ``hidden``, while the class is asked about
    it, without the open hands."""
    chooser = "".join(
        f'<a class="kp-link" href="{_attr(table_url(prefix, board["code"], t["number"]))}"'
        f"{_CURRENT if t['table'] == table['table'] else ''}>{_e(say('projector.table', number=t['number']))}</a>"
        for t in board["tables"]
    )
    paused = " " + _span("kp-badge", say("projector.paused")) if table["paused"] else ""  # not user words
    if hidden:
        drawing = f'<p class="kp-note kp-hidden">{_e(say("projector.ask.hidden"))}</p>'  # not user words
    else:
        drawing = (
            f'<div class="kp-svg">{_table_svg(table, open_hands=True)}</div>'  # not user words
            f'<p class="kp-note">{_e(say("projector.open_hands"))}</p>'
        )
    return (
        f'<section class="kp-section kp-one-table"><h2>{_e(say("projector.table", number=table["number"]))} '  # not user words
        f'<span class="kp-round">{_e(_round_words(table))}</span>{paused}</h2>'
        f'<p class="kp-last-move">{_e(_last_move(table))}</p>'
        f"{drawing}"
        f'<nav class="kp-chooser"><span>{_e(say("projector.choose_table"))}</span>{chooser}'
        f'<a class="kp-link" href="{_attr(class_url(prefix, board["code"]))}">{_e(say("projector.back"))}</a></nav>'
        "</section>"
    )


def _tally_html(question: dict[str, Any]) -> str:
    count = say("projector.ask.count", answers=question["answers"], students=question["students"])
    if not question["tally"]:
        return f'<p class="kp-count-line">{_e(count)}</p><p class="kp-empty">{_e(say("projector.ask.none"))}</p>'
    head = "".join(
        f'<th scope="col">{_e(say(k))}</th>'  # not user words
        for k in ("projector.ask.move", "projector.ask.students", "projector.ask.verdict")
    )
    rows = []
    most = max(t["count"] for t in question["tally"])
    for t in question["tally"]:
        if t["ok"]:
            verdict = _span("kp-ok", say("projector.ask.ok"))
        elif t["rule"]:
            verdict = _span("kp-not-ok", say("projector.ask.not_ok", rule=t["rule"]))
        else:
            verdict = _span("kp-not-ok", say("projector.ask.not_ok.no_rule"))
        width = round(100 * t["count"] / most)
        rows.append(
            f'<tr><th scope="row" class="kp-move">{_e(t["move"])}</th>'  # not user words
            f'<td class="kp-tally-count"><span class="kp-bar" style="width:{width}%"></span>'  # not user words
            f"<span>{t['count']}</span></td><td>{verdict}</td></tr>"
        )
    tally = f'<table class="kp-tally"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'  # not user words
    return f'<p class="kp-count-line">{_e(count)}</p>{tally}'  # not user words


def _moment_tally_html(question: dict[str, Any]) -> str:
    """A moment's answers: which moves, how many; once the answer is shown, whether each was right
    and its points lost. Every answer kept is a move the rules allow there (a refused one is sent
    back to its student), so the rules' column says no more than that; an answer the rules refuse
    (from an older service) is said "not allowed" alone, never "worse" too."""
    revealed = bool(question.get("revealed"))
    if revealed:
        count = say(
            "projector.moment.right_count",
            answers=question["answers"],
            students=question["students"],
            right=question["right"],
        )
    else:
        count = say("projector.moment.count", answers=question["answers"], students=question["students"])
    if not question["tally"]:
        return f'<p class="kp-count-line">{_e(count)}</p><p class="kp-empty">{_e(say("projector.ask.none"))}</p>'
    keys = ["projector.ask.move", "projector.ask.students"]
    if revealed:
        keys += ["projector.moment.verdict", "projector.moment.lost"]
    head = "".join(f'<th scope="col">{_e(say(k))}</th>' for k in keys)  # not user words
    rows = []
    most = max(t["count"] for t in question["tally"])
    for t in question["tally"]:
        judged = ""
        if revealed:
            if not t["ok"]:  # refused by the rules: that alone
                verdict = _span("kp-not-ok", say("projector.ask.not_ok.no_rule"))
            elif t["right"]:
                verdict = _span("kp-ok", say("projector.moment.right"))
            else:
                verdict = _span("kp-not-ok", say("projector.moment.worse"))
            lost = t.get("lost")
            if lost is None or not t["ok"]:
                points = ""
            elif round(lost) < 1:  # the best move, or as good: nothing lost
                points = say("projector.moment.points.none")
            else:
                points = say("projector.moment.points", lost=round(lost))
            judged = f'<td>{verdict}</td><td class="kp-lost">{_e(points)}</td>'  # not user words
        width = round(100 * t["count"] / most)
        rows.append(
            f'<tr><th scope="row" class="kp-move">{_e(t["move"])}</th>'  # not user words
            f'<td class="kp-tally-count"><span class="kp-bar" style="width:{width}%"></span>'  # not user words
            f"<span>{t['count']}</span></td>{judged}</tr>"
        )
    tally = f'<table class="kp-tally"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'  # not user words
    return f'<p class="kp-count-line">{_e(count)}</p>{tally}'  # not user words


_HEIGHT = re.compile(r'viewBox="0 0 [0-9.]+ ([0-9.]+)"')
HAND_VH = 17  # a moment's cards, in hundredths of the screen's height: as tall as the table page's, or taller
MELD_VH = 11  # the melds on the table at a moment, smaller


def _sized(svg: str, card_vh: float, cls: str) -> str:
    """An engine's SVG drawn so that a card in it is ``card_vh`` hundredths of the screen high."""
    found = _HEIGHT.search(svg)
    height = float(found.group(1)) if found else 84.0
    vh = card_vh * height / 84
    return f'<span class="{cls}" style="height:{vh:.2f}vh">{svg}</span>'  # not user words


def moment_cards_html(question: dict[str, Any]) -> str:
    """A moment's cards, big enough to read from the back of a classroom: that player's hand, the
    top card of the discard pile, and the melds on the table, each drawn by the engine."""
    view = SeatView.from_dict(question["view"])
    hand = _sized(hand_svg(list(view.hand)), HAND_VH, "kp-cards kp-hand")
    caption = _e(say("projector.moment.hand", count=len(view.hand)))
    mine = f'<figure class="kp-fig"><figcaption>{caption}</figcaption>{hand}</figure>'  # not user words
    top = view.discard_top
    pile = (
        _sized(card_svg(top), HAND_VH, "kp-cards kp-top")
        if top is not None
        else f'<p class="kp-empty">{_e(say("projector.moment.no_pile"))}</p>'  # not user words
    )
    melds = "".join(_sized(meld_svg(list(m.cards)), MELD_VH, "kp-cards kp-meld") for m in view.table)
    table = (
        f'<div class="kp-melds">{melds}</div>'  # not user words
        if melds
        else f'<p class="kp-empty">{_e(say("projector.moment.no_melds"))}</p>'  # not user words
    )
    return (
        f'<div class="kp-moment-cards">{mine}<div class="kp-moment-row">'  # not user words
        f'<figure class="kp-fig"><figcaption>{_e(say("projector.moment.top"))}</figcaption>{pile}</figure>'
        f'<figure class="kp-fig kp-fig-melds"><figcaption>{_e(say("projector.moment.melds"))}</figcaption>{table}'
        "</figure></div></div>"
    )


def moment_html(question: dict[str, Any]) -> str:
    """A moment of a student's finished round, asked of the class: the question (big), that
    player's cards as big as the table page's (no name), the tally, and once the teacher shows
    it, the better move and the review's reasons first, beside the cards, then the tally."""
    answer = ""
    if question.get("reveal"):
        answer = (
            f'<div class="kp-answer"><h3>{_e(say("projector.moment.answer"))}</h3>'  # not user words
            f'<p class="kp-reveal">{_e(question["reveal"])}</p></div>'
        )
    how = "" if answer else f'<p class="kp-note">{_e(say("projector.moment.how"))}</p>'  # not user words
    # what "points lost" means, once the tally shows them: under the cards, where a 1280x720
    # projector has room for it beside the answer's reasons
    explained = (
        f'<p class="kp-note kp-lost-means">{_e(say("projector.moment.lost_means"))}</p>'  # not user words
        if question.get("revealed") and question.get("tally")
        else ""
    )
    return (
        f'<section class="kp-section kp-ask kp-moment"><h2>{_e(say("projector.moment.heading"))}</h2>'  # not user words
        f'<p class="kp-question">{_e(question["sentence"])}</p>'
        f'<div class="kp-ask-body"><div class="kp-moment-picture">{moment_cards_html(question)}{explained}</div>'  # not user words
        f'<div class="kp-answers">{answer}{_moment_tally_html(question)}{how}</div>'
        "</div></section>"
    )


def ask_html(question: dict[str, Any] | None, drawn: dict[str, Any] | None) -> str:
    """The question asked (big), its table drawn from the seat it is about (that seat's hand
    alone face up: what the room may think about), and the tally of the answers, never who gave
    which. Nothing when no question is asked. A moment (:func:`moment_html`) draws itself."""
    if question is not None and question.get("moment"):
        return moment_html(question)
    if question is None or drawn is None:
        return ""
    about = say("projector.ask.about", number=question["number"], name=question["name"])
    return (
        f'<section class="kp-section kp-ask"><h2>{_e(say("projector.ask.heading"))}</h2>'  # not user words
        f'<p class="kp-question">{_e(question["sentence"])}</p>'
        f'<p class="kp-about">{_e(about)}</p>'
        f'<div class="kp-ask-body"><div class="kp-svg">{_table_svg(drawn, open_hands=False)}</div>'  # not user words
        f'<div class="kp-answers">{_tally_html(question)}<p class="kp-note">{_e(say("projector.ask.how"))}</p></div>'
        "</div></section>"
    )


def ask_form_html(table: dict[str, Any], prefix: str, code: str) -> str:
    """On a table's page with no question asked: the button that asks the class what the seat to
    play would do now (while every table is paused), or why it can't be asked yet."""
    if table["round_over"] or table["game_over"]:
        return f'<p class="kp-note kp-ask-hint">{_e(say("projector.ask.round_over"))}</p>'
    if not table["paused"]:
        return f'<p class="kp-note kp-ask-hint">{_e(say("projector.ask.pause_first"))}</p>'
    name = next(seat["name"] for seat in table["seats"] if seat["seat"] == table["current"])
    post = f"{prefix}api/classes/{code}/ask"
    return (
        f'<form class="kp-ask-form"><input type="hidden" name="table" value="{table["table"]}">'  # not user words
        f'<input type="hidden" name="seat" value="{table["current"]}">'  # not user words
        f'<button type="submit" class="kp-button kp-big" data-post="{_attr(post)}">'  # not user words
        f"{_e(say('projector.ask.button', name=name))}</button></form>"
    )


def parts(
    board: dict[str, Any],
    prefix: str,
    table: dict[str, Any] | None = None,
    question: dict[str, Any] | None = None,
    drawn: dict[str, Any] | None = None,
) -> dict[str, str]:
    """The page's live parts, by name: ``controls``, ``ask`` (the ``question`` asked, with its
    table ``drawn`` from its seat), and, for the class's page, ``board``, or for one table's page
    (``table``: :meth:`~konkan.classroom.service.asking.Asking.projector_view`), ``table``. A table
    a question is about shows no open hand while it is asked; while a moment of a finished round
    is asked, no table shows who sits where (the class's page leaves its tables out, a table's
    page its drawing), so nothing on the projector tells the room whose moment it is."""
    out = {"controls": controls_html(board, prefix), "ask": ask_html(question, drawn)}
    moment = question is not None and bool(question.get("moment"))
    if table is None:
        out["board"] = board_html(board, prefix, tables=not moment)
    elif moment or (question is not None and question["table"] == table["table"]):
        out["table"] = table_html(table, board, prefix, hidden=True)
    else:
        if question is None:
            out["ask"] = ask_form_html(table, prefix, board["code"])
        out["table"] = table_html(table, board, prefix)
    return out


# --- the page -------------------------------------------------------------------------------
STYLE = """/* # not user words: the page's style */
.kp{--kp-bg:#f7f5ef;--kp-ink:#1d2a24;--kp-soft:#5b6660;--kp-card:#ffffff;--kp-line:#d5d2c8;
--kp-accent:#0b6e4f;--kp-accent-ink:#ffffff;--kp-done:#0b6e4f;--kp-warn:#8a4b08;--kp-warn-bg:#fff1dc;
margin:0;background:var(--kp-bg);color:var(--kp-ink);font:clamp(18px,1.6vw,28px)/1.4 system-ui,-apple-system,
"Segoe UI",Roboto,sans-serif}
@media (prefers-color-scheme:dark){.kp{--kp-bg:#141a17;--kp-ink:#eef2ee;--kp-soft:#a9b4ad;--kp-card:#1f2823;
--kp-line:#3a463f;--kp-accent:#4cc38a;--kp-accent-ink:#0c1410;--kp-done:#4cc38a;--kp-warn:#ffc27a;
--kp-warn-bg:#3a2a12}}
.kp *{box-sizing:border-box}
.kp .kp-head{display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:center;gap:0 1.2em;
padding:.4em 1.2em;border-bottom:2px solid var(--kp-line)}
.kp .kp-head h1{grid-column:1;grid-row:1}
.kp .kp-head .kp-status{grid-column:1;grid-row:2}
.kp .kp-head [data-part=controls]{grid-column:2;grid-row:1/3}
.kp h1{font-size:1.6em;margin:0}
.kp h2{font-size:1.25em;margin:.2em 0 .5em}
.kp h3{font-size:1.05em;margin:0 0 .3em}
.kp main{padding:.6em 1.2em 2em}
.kp .kp-status{margin:0;color:var(--kp-soft);font-size:.8em}
.kp .kp-status.kp-lost{color:var(--kp-warn)}
.kp .kp-said{margin:0;color:var(--kp-warn);font-weight:600}
.kp .kp-said:empty{display:none}
.kp [data-part=controls]{display:flex;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:.5em 1em}
.kp .kp-state{margin:0;font-weight:600}
.kp .kp-state-paused,.kp .kp-state-some{color:var(--kp-warn)}
.kp .kp-buttons{display:flex;gap:.5em}
.kp .kp-button{font:inherit;font-size:.9em;padding:.35em .9em;border-radius:.4em;border:2px solid var(--kp-accent);
background:var(--kp-accent);color:var(--kp-accent-ink);cursor:pointer}
.kp .kp-button:disabled{background:transparent;color:var(--kp-soft);border-color:var(--kp-line);cursor:default}
.kp .kp-button:focus-visible,.kp .kp-link:focus-visible{outline:3px solid var(--kp-warn);outline-offset:2px}
.kp .kp-section{margin:0 0 1.2em}
.kp .kp-empty,.kp .kp-none,.kp .kp-note{color:var(--kp-soft)}
.kp .kp-note{font-size:.8em}
.kp .kp-results{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.4em .8em}
.kp .kp-result{padding:.2em .6em;border:1px solid var(--kp-line,#ccc);border-radius:1em}
.kp table.kp-students{border-collapse:collapse;width:100%}
.kp .kp-students th,.kp .kp-students td{text-align:start;vertical-align:top;padding:.3em .6em;
border-bottom:1px solid var(--kp-line)}
.kp .kp-students thead th{color:var(--kp-soft);font-size:.8em;font-weight:600}
.kp .kp-name{font-weight:700}
.kp .kp-chip{display:inline-block;margin-block:0 .2em;margin-inline:0 .3em;padding:0 .45em;border:1px solid var(--kp-line);
border-radius:.8em;background:var(--kp-card);font-size:.85em;white-space:nowrap}
.kp .kp-dots{white-space:nowrap}
.kp .kp-dot{display:inline-block;width:.8em;height:.8em;margin-inline-end:.2em;border-radius:50%;
border:2px solid var(--kp-soft);vertical-align:middle}
.kp .kp-dot.kp-done{background:var(--kp-done);border-color:var(--kp-done)}
.kp .kp-count{font-size:.85em;color:var(--kp-soft)}
.kp .kp-tables{display:grid;grid-template-columns:repeat(auto-fill,minmax(16em,1fr));gap:.8em}
.kp .kp-table-card{background:var(--kp-card);border:1px solid var(--kp-line);border-radius:.5em;padding:.6em .8em}
.kp .kp-round{font-weight:400;color:var(--kp-soft);font-size:.85em}
.kp .kp-badge{display:inline-block;font-size:.7em;padding:.05em .5em;border-radius:.6em;
background:var(--kp-warn-bg);color:var(--kp-warn);font-weight:700;vertical-align:middle}
.kp .kp-seats{list-style:none;margin:0 0 .4em;padding:0}
.kp .kp-seat{display:flex;justify-content:space-between;gap:0 .5em;align-items:baseline}
.kp .kp-seat.kp-to-play{font-weight:700}
.kp .kp-turn{font-size:.75em;color:var(--kp-accent)}
.kp .kp-points{color:var(--kp-soft);white-space:nowrap}
.kp .kp-link{color:var(--kp-accent);font-weight:600;margin-inline-end:1em}
.kp .kp-link[aria-current=page]{color:var(--kp-ink);text-decoration:none;border-bottom:3px solid var(--kp-accent)}
.kp .kp-chooser{display:flex;flex-wrap:wrap;align-items:baseline;gap:.3em .6em;margin-top:.6em}
.kp .kp-last-move{font-size:1.25em;font-weight:600;margin:.2em 0 .5em}
.kp .kp-svg svg{display:block;width:100%;height:auto;max-height:78vh;-webkit-user-select:none;user-select:none}
.kp .kp-big{font-size:1.1em;padding:.5em 1.1em}
.kp .kp-ask-form{margin:0 0 1em}
.kp .kp-ask{border:3px solid var(--kp-accent);border-radius:.6em;padding:.6em 1em;background:var(--kp-card)}
.kp .kp-question{font-size:2.2em;font-weight:800;margin:.1em 0}
.kp .kp-about{margin:0 0 .5em;color:var(--kp-soft)}
.kp .kp-ask-body{display:grid;grid-template-columns:minmax(0,3fr) minmax(12em,2fr);gap:1em;align-items:start}
@media (max-width:900px){.kp .kp-ask-body{grid-template-columns:1fr}}
.kp .kp-count-line{font-weight:700;margin:0 0 .4em}
.kp table.kp-tally{border-collapse:collapse;width:100%}
.kp .kp-tally th,.kp .kp-tally td{text-align:start;padding:.25em .5em;border-bottom:1px solid var(--kp-line)}
.kp .kp-tally thead th{color:var(--kp-soft);font-size:.8em;font-weight:600}
.kp .kp-move{font-weight:700;white-space:nowrap}
.kp .kp-tally-count{position:relative;min-width:5em}
.kp .kp-tally-count span{position:relative}
.kp .kp-bar{position:absolute!important;inset-inline-start:0;top:15%;height:70%;background:var(--kp-accent);opacity:.25;border-radius:.2em}
.kp .kp-ok{color:var(--kp-done);font-weight:700}
.kp .kp-not-ok{color:var(--kp-warn);font-weight:700}
.kp .kp-answer{margin:.8em 0;padding:.5em .8em;border-inline-start:.3em solid var(--kp-done);background:var(--kp-card)}
.kp .kp-answer h3{margin:0 0 .3em}
.kp .kp-reveal{font-size:1.15em;margin:0}
.kp .kp-moment{padding:.3em 1em .5em}
.kp .kp-moment h2{font-size:1em;margin:0;color:var(--kp-soft)}
.kp .kp-moment .kp-question{font-size:1.9em;line-height:1.2;margin:0 0 .2em}
.kp .kp-moment .kp-ask-body{grid-template-columns:minmax(0,11fr) minmax(14em,9fr)}
.kp .kp-moment-cards{display:flex;flex-direction:column;gap:.3em}
.kp .kp-moment-row{display:flex;gap:1.2em;align-items:flex-start}
.kp .kp-fig{margin:0}
.kp .kp-fig figcaption{font-weight:700;font-size:.85em;color:var(--kp-soft)}
.kp .kp-fig-melds{flex:1;min-width:0}
.kp .kp-melds{display:flex;flex-wrap:wrap;gap:.2em .6em}
.kp .kp-cards{display:block}
.kp .kp-cards svg{display:block;height:100%;width:auto;max-width:none;max-height:none}
.kp .kp-moment .kp-answer{margin:0 0 .5em}
.kp .kp-lost{white-space:nowrap}
"""

# Fetches and swaps, nothing else: no rule is decided here. Waits on the service for the class's
# next version and puts each part it gets back in its place; a button posts to the class's API
# with the hub's XSRF token, and the page changes once the service tells it the new version.
SCRIPT = """// # not user words: the page's script
(() => {
  const root = document.querySelector('[data-live]');
  const status = document.querySelector('[data-status]');
  const said = document.querySelector('[data-said]');
  const headers = {'X-XSRFToken': root.dataset.xsrf};
  let version = Number(root.dataset.version);
  const pause = (ms) => new Promise((done) => setTimeout(done, ms));
  const swap = (got) => {
    for (const [name, markup] of Object.entries(got.parts || {})) {
      const place = document.querySelector(`[data-part="${name}"]`);
      if (place && place.innerHTML !== markup) place.innerHTML = markup;
    }
  };
  // Only the service's own sentences are shown: a proxy's or a browser's error text is no one's words.
  const wrong = (got) => (got && got.sentence) || '';
  async function follow() {
    let lost = false;  // after a failure, ask without waiting: the page says at once it is back
    for (;;) {
      let sentence = '';
      try {
        const wait = lost ? 0 : root.dataset.wait;
        const reply = await fetch(`${root.dataset.live}after=${version}&wait=${wait}`,
          {headers, credentials: 'same-origin', cache: 'no-store'});
        const got = await reply.json().catch(() => null);
        if (got && got.code === 'hub.not_signed_in') {  // the service restarted: the hub signs the page in again
          await pause(1000);
          window.location.reload();
          return;
        }
        if (!reply.ok || !got) { sentence = wrong(got); throw new Error(sentence); }
        version = got.version;
        swap(got);
        status.textContent = status.dataset.live;
        status.classList.remove('kp-lost');
        if (said.dataset.lost) { said.textContent = ''; delete said.dataset.lost; }
        lost = false;
      } catch (error) {
        lost = true;
        status.textContent = status.dataset.lost;
        status.classList.add('kp-lost');
        said.textContent = sentence;
        said.dataset.lost = '1';
        await pause(3000);
      }
    }
  }
  document.addEventListener('submit', (event) => event.preventDefault());
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-post]');
    if (!button) return;
    event.preventDefault();
    const form = button.closest('form');
    const body = {};
    if (form) for (const [key, value] of new FormData(form)) body[key] = /^[0-9]+$/.test(value) ? Number(value) : value;
    button.disabled = true;
    try {
      const reply = await fetch(button.dataset.post, {method: 'POST', credentials: 'same-origin',
        headers: {...headers, 'Content-Type': 'application/json'}, body: JSON.stringify(body)});
      const got = await reply.json().catch(() => null);
      said.textContent = reply.ok ? '' : wrong(got) || status.dataset.lost;
    } catch (error) {
      said.textContent = status.dataset.lost;
    } finally {
      button.disabled = false;
    }
  });
  follow();
})();
"""


def page(
    board: dict[str, Any],
    live_parts: dict[str, str],
    *,
    prefix: str,
    xsrf: str,
    table: dict[str, Any] | None = None,
) -> str:
    """The whole projector page: the class's ``board`` (for its title), its ``live_parts`` (from
    :func:`parts`, the same the script swaps in later), the service's ``prefix`` and the hub's
    ``xsrf`` token for the page's posts."""
    code = board["code"]
    title = say("projector.title", code=code)
    if table is None:
        heading = say("projector.heading", code=code)
        live = class_url(prefix, code) + "/live?"
    else:
        heading = say("projector.table_heading", code=code, number=table["number"])
        live = class_url(prefix, code) + f"/live?table={table['number']}&"
    main = "".join(
        f'<div data-part="{name}">{markup}</div>'  # not user words
        for name, markup in live_parts.items()
        if name != "controls"  # not user words
    )
    data = {
        "data-live": live,
        "data-version": board["version"],
        "data-xsrf": xsrf,
        "data-wait": LIVE_WAIT,
    }
    attrs = "".join(f' {k}="{_attr(v)}"' for k, v in data.items())
    return (
        f'<!doctype html><html lang="{language()}" dir="{"rtl" if right_to_left() else "ltr"}">'  # not user words
        '<head><meta charset="utf-8">'  # not user words
        '<meta name="viewport" content="width=device-width,initial-scale=1">'  # not user words
        '<meta name="color-scheme" content="light dark"><link rel="icon" href="data:,">'  # not user words
        f"<title>{_e(title)}</title><style>{STYLE}</style></head>"
        f'<body class="kp"{attrs}><header class="kp-head"><h1>{_e(heading)}</h1>'
        f'<p class="kp-status" data-status data-live="{_attr(say("projector.live"))}" '
        f'data-lost="{_attr(say("projector.lost.unknown"))}">{_e(say("projector.live"))}</p>'
        f'<div data-part="controls">{live_parts["controls"]}</div></header>'
        f'<main><p class="kp-said" data-said role="status" aria-live="polite"></p>{main}</main>'
        f"<script>{SCRIPT}</script></body></html>"
    )


def as_json(version: int, live_parts: dict[str, str]) -> dict[str, Any]:
    """What the live route answers: the class's ``version`` and the page's parts."""
    return {"version": version, "parts": live_parts}
