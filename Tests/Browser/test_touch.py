"""Browser tests on a touch screen (a phone, with DevTools' touch emulation, so that `(pointer: coarse)` holds):
every control on every tab is at least 44 px each way and apart from the others, upright and on its side; a
thin piece in the Pentomino tray can be grabbed beside its squares; a long Pentomino board stands up on a
phone held upright and plays as the rules say; the Sketch tools stand beside the paper on a phone on its side;
the About toy's empty box scrolls the page."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from sketch_helpers import at, ink, open_sketch, paper, strokes, touch_stroke, wait_strokes
from test_page import (activate, board_geometry, cell_point, landing_squares, make_driver, notation_rows, open_page, open_pentomino, pento,
                       piece_chart, piece_point, record_first_frames, seen_rows, set_viewport, severe_console_messages, shot,
                       text_of, touch_drag)

TOUCH = 44   # px: a fingertip's target


def touch_phone(width, height):
    driver = make_driver(width, height)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    return driver


@pytest.fixture
def phone():
    driver = touch_phone(390, 844)
    yield driver
    driver.quit()


def touch_targets(driver):
    """The visible controls, each as [name (its id or text), x, y, width, height]. A radio button counts as its
    label; a label hidden for screen readers only is not a control."""
    return driver.execute_script("""
        const targets = [];
        for (const element of document.querySelectorAll('button, a[href], select, input, textarea, summary')) {
          const target = element.matches('input[type=radio], input[type=checkbox]') ? element.closest('label') : element;
          const box = target.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1 || getComputedStyle(target).visibility === 'hidden') continue;
          targets.push([target.id || target.textContent.trim().slice(0, 30), box.x, box.y, box.width, box.height]);
        }
        return targets;""")


def small_controls(targets):
    """The targets smaller than a fingertip either way: [name, width, height]."""
    return [[name, round(w), round(h)] for name, _, _, w, h in targets if w < TOUCH - 0.5 or h < TOUCH - 0.5]


def overlapping_controls(targets):
    """The pairs of targets whose areas overlap, where a tap would reach the one painted on top."""
    overlaps = lambda a, b: min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 0.5 and \
        min(a[2] + a[4], b[2] + b[4]) - max(a[2], b[2]) > 0.5
    return [[a[0], b[0]] for i, a in enumerate(targets) for b in targets[i + 1:] if overlaps(a, b)]


@pytest.mark.parametrize("width, height", [(390, 844), (844, 390)])
@pytest.mark.parametrize("path, tab", [
    ("/", "play"), ("/pentomino", "pentomino"), ("/sketch", "sketch"), ("/scores", "scores"), ("/about", "about")])
def test_on_a_touch_screen_every_control_is_a_fingertip_wide_and_apart(width, height, path, tab):
    driver = touch_phone(width, height)
    try:
        open_page(driver, path)
        assert driver.execute_script("return matchMedia('(pointer: coarse)').matches")
        # A tab's controls are there once its controller has drawn it.
        WebDriverWait(driver, 15).until(lambda d: d.execute_script(
            "return document.getElementById(arguments[0]).querySelector('button') !== null", tab))
        time.sleep(0.5)
        targets = touch_targets(driver)
        assert small_controls(targets) == []
        assert overlapping_controls(targets) == []
        if tab == "sketch":
            # The paper keeps its room: the pad fits the screen without scrolling the page.
            assert driver.execute_script("return document.documentElement.scrollHeight <= innerHeight + 1")
        shot(driver, f"touch-{tab}-{width}x{height}.png")
    finally:
        driver.quit()


def test_a_thin_piece_in_the_tray_is_grabbed_beside_its_squares(phone):
    open_pentomino(phone)
    grab = piece_point(phone, "I")
    box = box_of(phone, "I")
    assert box["height"] < TOUCH, "the I piece lies one tray square thick"
    # A finger just above the piece's squares, inside its reach, picks it up; the board takes it.
    finger = (grab["x"], box["top"] - (TOUCH - box["height"]) / 2 + 2)
    assert piece_at(phone, *finger) == "I"
    board = board_geometry(phone)
    touch_drag(phone, finger, (board["left"] + 4 * board["square"], board["top"] + 4 * board["square"]))
    assert pento(phone)["placed"] == 1 and "IIIII" in pento(phone)["notation"]
    # On the board a piece is held by its squares alone: not just above them, nor in its box's empty corner.
    placed = box_of(phone, "I")
    assert piece_at(phone, placed["left"] + placed["width"] / 2, placed["top"] - 4) is None
    corner = box_of(phone, "F")
    assert piece_at(phone, corner["left"] + 3, corner["top"] + 3) == "F", "the F's empty corner in the tray"
    grab = piece_point(phone, "F")
    # The held piece rises above the finger: its middle 1.1 squares above, so the finger aims below its place.
    s = board["square"]
    touch_drag(phone, (grab["x"], grab["y"]), (board["left"] + 7.5 * s, board["top"] + (3 + 3 + 1.1) * s))
    assert pento(phone)["placed"] == 2
    corner = box_of(phone, "F")
    assert piece_at(phone, corner["left"] + 3, corner["top"] + 3) is None, "the F's empty corner on the board"


def box_of(driver, piece):
    return driver.execute_script(
        "return document.querySelector(`.pento-piece[data-piece='${arguments[0]}']`).getBoundingClientRect().toJSON()", piece)


def piece_at(driver, x, y):
    """The piece a finger at (x, y) would pick up, or None."""
    return driver.execute_script(
        "return document.elementFromPoint(arguments[0], arguments[1])?.closest('.pento-piece')?.dataset.piece ?? null", x, y)


def upright(driver):
    return driver.execute_script("return document.getElementById('pento-stage').dataset.upright === 'true'")


def touch_tap(driver, piece, times=1):
    """Taps the middle of a piece's lettered square with a finger, `times` times in quick succession."""
    point = piece_point(driver, piece)
    for _ in range(times):
        finger_tap(driver, point["x"], point["y"])
        time.sleep(0.05)
    time.sleep(0.6)   # past the double-tap's wait, and the turn drawn


def finger_tap(driver, x, y):
    """One quick tap of a finger at (x, y) in the viewport."""
    for kind, points in (("touchStart", [{"x": x, "y": y}]), ("touchEnd", [])):
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def announced(driver):
    return driver.execute_script("return document.getElementById('pento-announcer').textContent")


def beside_the_board(driver, away_from):
    """A point of the stage away from the board and the pieces, nearer another piece's middle in the tray than
    `away_from` (a place in the tray), where a finger finds the stage itself."""
    return driver.execute_script("""
        const [awayX, awayY] = arguments[0];
        const stage = document.getElementById('pento-stage').getBoundingClientRect();
        const board = document.querySelector('.pento-board').getBoundingClientRect();
        const homes = [...document.querySelectorAll('.pento-piece:not(.placed)')].map((piece) => {
          const box = piece.getBoundingClientRect();
          return [box.left + box.width / 2, box.top + box.height / 2];
        });
        const distance = (x, y, [hx, hy]) => Math.hypot(x - hx, y - hy);
        for (let y = stage.top + 4; y < stage.bottom; y += 6) {
          for (let x = stage.left + 4; x < stage.right; x += 6) {
            if (x > board.left - 4 && x < board.right + 4 && y > board.top - 4 && y < board.bottom + 4) continue;
            const found = document.elementFromPoint(x, y);
            if (!found?.closest('#pento-stage') || found.closest('.pento-piece')) continue;
            if (Math.min(...homes.map((home) => distance(x, y, home))) < distance(x, y, [awayX, awayY]) - 20) return [x, y];
          }
        }
        return null;""", list(away_from))


def middle_of(driver, piece):
    box = box_of(driver, piece)
    return box["left"] + box["width"] / 2, box["top"] + box["height"] / 2


def test_a_tap_on_a_square_puts_the_chosen_piece_there_and_one_on_its_place_in_the_tray_takes_it_back(phone):
    open_pentomino(phone)
    # Nothing chosen yet: a tap on a square says how to choose.
    finger_tap(phone, *cell_point(phone, 2, 4))
    time.sleep(0.3)
    assert pento(phone)["placed"] == 0 and text_of(phone, "pento-message") == "Choose a piece first: tap it."
    # The first tap on a piece only chooses it: L lies as it did, and a screen reader hears it chosen.
    tray = piece_point(phone, "L")
    shape = lambda piece: {key: piece_point(phone, piece)[key] for key in ("row", "column", "rows", "columns")}
    tray_shape = shape("L")
    touch_tap(phone, "L")
    assert shape("L") == tray_shape and announced(phone) == "L chosen."
    # A finger on a square, lifted while another is down on a piece, is no tap: nothing is put down.
    square = cell_point(phone, 2, 4)
    other = piece_point(phone, "T")
    first, second = {"x": square[0], "y": square[1], "id": 1}, {"x": other["x"], "y": other["y"], "id": 2}
    touch = lambda kind, points: phone.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    touch("touchStart", [first])
    touch("touchStart", [first, second])
    touch("touchMove", [second])   # the first finger lifts
    touch("touchEnd", [])
    time.sleep(0.6)
    assert pento(phone)["placed"] == 0
    # Nor two fingers on two squares, lifted one after the other.
    touch_tap(phone, "L")
    second = dict(zip(("x", "y"), cell_point(phone, 4, 7)), id=2)
    touch("touchStart", [first])
    touch("touchStart", [first, second])
    touch("touchMove", [second])
    touch("touchEnd", [])
    time.sleep(0.6)
    assert pento(phone)["placed"] == 0
    # X chosen, then a square: X lands with its middle there, and a screen reader hears where.
    home = middle_of(phone, "X")
    touch_tap(phone, "X")
    finger_tap(phone, *cell_point(phone, 2, 4))
    time.sleep(0.5)
    assert notation_rows(phone)[1:4] == ["....X.....", "...XXX....", "....X....."]
    assert announced(phone) == "X put down at row 2, column 4." and text_of(phone, "pento-message") == ""
    # Another square moves it there; at the edge it snaps to the nearest place it fits.
    finger_tap(phone, *cell_point(phone, 5, 9))
    time.sleep(0.5)
    assert notation_rows(phone)[3:6] == ["........X.", ".......XXX", "........X."]
    # A finger that moves on (a scroll) puts nothing down.
    start = cell_point(phone, 1, 1)
    touch_drag(phone, start, (start[0] + 40, start[1] + 40))
    assert pento(phone)["placed"] == 1 and notation_rows(phone)[1][1] == "."
    # A tap beside the board but nearer another piece's place in the tray leaves it on the board; one on its own
    # empty place takes it back; undone, it is back.
    spot = beside_the_board(phone, away_from=home)
    assert spot, "the stage has room beside the board"
    finger_tap(phone, *spot)
    time.sleep(0.5)
    assert pento(phone)["placed"] == 1
    finger_tap(phone, *home)
    time.sleep(0.5)
    assert pento(phone)["placed"] == 0 and announced(phone) == "X taken off."
    phone.find_element(By.ID, "pento-undo").click()
    time.sleep(0.3)
    assert pento(phone)["placed"] == 1
    # The chosen L tapped and at once a square (before the double-tap's wait is over) turns first, then is put
    # down turned: one step of the undo list, which takes it back to the tray.
    touch_tap(phone, "L")
    assert shape("L") == tray_shape, "chosen again, not turned: X was chosen since"
    finger_tap(phone, tray["x"], tray["y"])
    finger_tap(phone, *cell_point(phone, 1, 2))
    time.sleep(0.6)
    _, chart = piece_chart(phone, "L")
    assert pento(phone)["placed"] == 2 and (len(chart), len(chart[0])) == (tray["columns"], tray["rows"]), chart
    phone.find_element(By.ID, "pento-undo").click()
    time.sleep(0.3)
    assert pento(phone)["placed"] == 1
    # On a board stood up, squares are tapped as seen: X lands with its middle on the seen square.
    Select(phone.find_element(By.ID, "pento-board-choice")).select_by_value("3x20")
    WebDriverWait(phone, 5).until(lambda d: pento(d)["board"] == "3x20" and upright(d))
    touch_tap(phone, "X")
    finger_tap(phone, *cell_point(phone, 10, 1))
    time.sleep(0.5)
    assert seen_rows(phone)[9:12] == [".X.", "XXX", ".X."]
    # A screen reader finds the squares as seen too: the button over X's middle is named for it, and one activated
    # moves X there as seen.
    middle = phone.find_element(By.CSS_SELECTOR, ".pento-target[data-row='10'][data-column='1']")
    box, (x, y) = middle.rect, cell_point(phone, 10, 1)
    assert middle.accessible_name == "Row 11, column 2: X"
    assert abs(box["x"] + box["width"] / 2 - x) < 1 and abs(box["y"] + box["height"] / 2 - y) < 1
    activate(phone, ".pento-target[data-row='15'][data-column='1']", "press")
    assert seen_rows(phone)[14:17] == [".X.", "XXX", ".X."] and pento(phone)["placed"] == 1
    assert phone.find_element(By.CSS_SELECTOR, ".pento-target[data-row='15'][data-column='1']").accessible_name == \
        "Row 16, column 2: X"
    # Where the chosen piece fits nowhere near, it stays and the message says so: the board stands up three
    # squares wide, and the I lying down is five.
    touch_tap(phone, "I")
    if piece_point(phone, "I")["columns"] != 5:
        touch_tap(phone, "I")
    assert piece_point(phone, "I")["columns"] == 5
    finger_tap(phone, *cell_point(phone, 3, 1))
    time.sleep(0.5)
    assert pento(phone)["placed"] == 1 and text_of(phone, "pento-message") == "I does not fit there."
    assert severe_console_messages(phone) == []


def test_on_a_phone_held_upright_the_3x20_board_stands_up_and_plays_as_the_rules_say(phone):
    open_pentomino(phone)
    assert not upright(phone), "a 6x10 board gains too little stood up"
    Select(phone.find_element(By.ID, "pento-board-choice")).select_by_value("3x20")
    WebDriverWait(phone, 5).until(lambda d: pento(d)["board"] == "3x20")
    board = board_geometry(phone)
    assert upright(phone) and (board["rows"], board["columns"]) == (20, 3)
    assert board["square"] >= 24, "lying down, its squares would be at most 390 / 20 px"
    # P from the tray, its corner dropped on the seen square (5, 0). Seen, it lies as the rules' P turned clockwise.
    p = piece_point(phone, "P")
    s = board["square"]
    assert (p["rows"], p["columns"]) == (2, 3)
    touch_drag(phone, (p["x"], p["y"]), (board["left"] + 1.5 * s, board["top"] + (5 + 2 + 1.1) * s))
    assert seen_rows(phone)[5:7] == ["PPP", ".PP"]
    assert [row[5:7] for row in notation_rows(phone)] == ["PP", "PP", "P."], "the rules' own chart of P"
    placed = pento(phone)["notation"]
    record_first_frames(phone)
    last_frame = lambda: phone.execute_script("return window.firstFrames.at(-1) ?? null")
    # A tap turns it clockwise as seen (its corner kept is the rules' top-left, seen top-right), and is drawn so.
    touch_tap(phone, "P")
    assert seen_rows(phone)[5:8] == ["..P", ".PP", ".PP"]
    assert "rotate(-90deg)" in last_frame()
    turned = pento(phone)["notation"]
    box = box_of(phone, "P")
    assert abs(box["left"] - (board["left"] + s)) < 1.5 and abs(box["top"] - (board["top"] + 5 * s)) < 1.5
    # One undo entry each: back to P as dropped, then to the tray; redone, turned again.
    for tool, seen in (("undo", placed), ("undo", "." * 20 + "/" + "." * 20 + "/" + "." * 20), ("redo", placed), ("redo", turned)):
        phone.find_element(By.ID, f"pento-{tool}").click()
        time.sleep(0.3)
        assert pento(phone)["notation"] == seen
    # A double-tap mirrors it left to right as seen, its box kept, and is drawn so; so is its undo.
    touch_tap(phone, "P", times=2)
    assert seen_rows(phone)[5:8] == [".P.", ".PP", ".PP"]
    assert "scaleX(-1)" in last_frame()
    mirrored = pento(phone)["notation"]
    phone.find_element(By.ID, "pento-undo").click()
    time.sleep(0.3)
    assert pento(phone)["notation"] == turned and "scaleX(-1)" in last_frame()
    phone.find_element(By.ID, "pento-redo").click()
    time.sleep(0.3)
    assert pento(phone)["notation"] == mirrored
    shot(phone, "pentomino-upright-phone.png")
    # A piece held with the keys stays held when the stage is laid out anew standing as it was…
    phone.execute_script("document.querySelector(\".pento-piece[data-piece='L']\").focus()")
    phone.switch_to.active_element.send_keys(Keys.ENTER)
    time.sleep(0.2)
    lifted = lambda: phone.execute_script("return [...document.querySelectorAll('.pento-piece.lifted')].map((e) => e.dataset.piece)")
    assert lifted() == ["L"] and landing_squares(phone) == 5
    set_viewport(phone, 370, 844)
    time.sleep(0.5)
    assert upright(phone) and lifted() == ["L"] and landing_squares(phone) == 5
    # …and goes back to the tray when the phone is turned on its side: the board lies down, the puzzle unchanged.
    set_viewport(phone, 844, 390)
    WebDriverWait(phone, 5).until(lambda d: not upright(d))
    assert lifted() == [] and landing_squares(phone) == 0
    assert (board_geometry(phone)["rows"], board_geometry(phone)["columns"]) == (3, 20)
    assert pento(phone)["notation"] == mirrored
    lying = box_of(phone, "P")
    flat = board_geometry(phone)
    assert abs(lying["left"] - (flat["left"] + 5 * flat["square"])) < 1.5 and abs(lying["top"] - flat["top"]) < 1.5
    set_viewport(phone, 390, 844)
    WebDriverWait(phone, 5).until(upright)
    assert pento(phone)["notation"] == mirrored and seen_rows(phone)[5:8] == [".P.", ".PP", ".PP"]
    assert severe_console_messages(phone) == []


def test_on_a_phone_on_its_side_the_sketch_tools_stand_beside_the_paper_which_takes_a_stroke():
    driver = touch_phone(844, 390)
    try:
        open_sketch(driver)
        tools = driver.execute_script("return document.querySelector('#sketch .sketch-tools').getBoundingClientRect().toJSON()")
        sheet = paper(driver)
        assert tools["right"] <= sheet["x"] and sheet["height"] >= 200, (tools, sheet)
        touch_stroke(driver, (0.2, 0.3), (0.8, 0.7))
        wait_strokes(driver, 1)
        assert ink(driver, 0.5, 0.5)
        driver.find_element(By.ID, "sketch-undo").click()
        wait_strokes(driver, 0)
    finally:
        driver.quit()


def two_finger_touch(driver, together, pause=0.0):
    """Two fingers on the paper moving apart: together, or the second landing after the first moved `pause` s."""
    touch = lambda kind, points: driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    (x0, y0), (x1, y1) = at(driver, 0.45, 0.5), at(driver, 0.55, 0.5)
    first = lambda step: {"x": x0 - 6 * step, "y": y0, "id": 1}
    second = lambda step: {"x": x1 + 6 * step, "y": y1, "id": 2}
    if together:
        touch("touchStart", [first(0), second(0)])
    else:
        touch("touchStart", [first(0)])
        for step in (1, 2):
            touch("touchMove", [first(step)])
            time.sleep(pause / 2)
        touch("touchStart", [first(2), second(0)])
    for step in range(3, 10):
        touch("touchMove", [first(step), second(step)])
    touch("touchEnd", [first(9)])
    touch("touchEnd", [])


def test_two_fingers_on_the_paper_pinch_without_drawing_but_a_late_second_finger_leaves_the_stroke_be(phone):
    open_sketch(phone)
    two_finger_touch(phone, together=True)
    two_finger_touch(phone, together=False)
    time.sleep(0.5)
    assert strokes(phone) == 0 and not ink(phone, 0.4, 0.5)
    # Fingers lifted, drawing goes on as before; a second finger long after the first is a resting hand.
    touch_stroke(phone, (0.2, 0.3), (0.8, 0.7))
    wait_strokes(phone, 1)
    two_finger_touch(phone, together=False, pause=0.8)
    wait_strokes(phone, 2)
    assert severe_console_messages(phone) == []


def test_a_long_message_under_the_paper_never_shrinks_it():
    driver = touch_phone(360, 740)
    try:
        open_sketch(driver)
        touch_stroke(driver, (0.2, 0.3), (0.8, 0.7))
        wait_strokes(driver, 1)
        before = paper(driver)
        field = driver.find_element(By.ID, "sketch-name")
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("A" * 61 + Keys.ENTER)
        message = driver.find_element(By.ID, "sketch-message")
        WebDriverWait(driver, 5).until(lambda d: "at most 60 characters" in message.text)
        assert message.text.startswith("That name will not do: a name is at most 60"), message.text   # no field label
        time.sleep(0.3)
        assert paper(driver) == before
        box = message.rect
        assert box["y"] + box["height"] <= 740, box   # the whole message shows
    finally:
        driver.quit()


def test_the_solutions_found_and_a_best_time_leave_the_pentomino_board_its_size():
    driver = touch_phone(360, 740)
    try:
        open_pentomino(driver)
        before = board_geometry(driver)
        driver.execute_script("localStorage.setItem('tessera.pentomino.found', JSON.stringify(arguments[0]))",
                              {"6x10": {"ids": ["a", "b", "c"], "best": 754000, "total": 2339}})
        driver.refresh()
        open_pentomino(driver)
        assert text_of(driver, "pento-found") == "3 of 2,339 found · best 12:34"
        assert board_geometry(driver) == before
    finally:
        driver.quit()


def test_the_pentomino_help_speaks_of_taps_on_a_touch_screen_and_of_clicks_and_keys_with_a_mouse(phone):
    open_pentomino(phone)
    help_text = lambda driver: driver.find_element(By.CSS_SELECTOR, ".pento-help").text
    assert "Tap a piece to choose it, again to turn it" in help_text(phone) and "Click" not in help_text(phone) and "Keys:" not in help_text(phone)
    phone.find_element(By.ID, "pento-rotate").click()
    assert text_of(phone, "pento-message") == "Choose a piece first: tap it."
    desktop = make_driver(1280, 800)
    try:
        open_pentomino(desktop)
        assert "Click a piece to choose it, again to turn it" in help_text(desktop) and "Keys:" in help_text(desktop)
        assert "Tap" not in help_text(desktop)
    finally:
        desktop.quit()


def test_on_a_phone_on_its_side_every_board_its_tray_and_its_buttons_fit_the_screen():
    driver = touch_phone(740, 360)
    try:
        open_pentomino(driver)
        for board in ("6x10", "5x12", "4x15", "3x20", "8x8"):
            Select(driver.find_element(By.ID, "pento-board-choice")).select_by_value(board)
            WebDriverWait(driver, 5).until(lambda d: pento(d)["board"] == board)
            time.sleep(0.3)
            seen = driver.execute_script("""
                const bottom = (e) => e.getBoundingClientRect().bottom;
                return { pieces: Math.max(...[...document.querySelectorAll('.pento-piece')].map(bottom)),
                         tools: bottom(document.querySelector('.pento-tools')),
                         square: document.querySelector('.pento-board').getBoundingClientRect().height / arguments[0] };""",
                int(board.split("x")[0]))
            assert seen["pieces"] <= 360 and seen["tools"] <= 360 and seen["square"] >= 20, (board, seen)
    finally:
        driver.quit()


def settled_toy_spots(driver, timeout=15):
    """Waits until the About toy's tiles lie still on its floor (the canvas the same for three looks, a quarter
    of a second apart, and a tile in its lower half); returns two points of the box as a finger meets them: the
    empty top middle, and the first tile found on the floor."""
    look = lambda: driver.execute_script("""
        const canvas = document.getElementById('toy');
        const box = canvas.getBoundingClientRect();
        const scale = canvas.width / box.width;
        const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        let hash = 0;
        for (let i = 0; i < pixels.length; i += 4) hash = (hash * 31 + pixels[i] + pixels[i + 1] * 7 + pixels[i + 2] * 13) | 0;
        const paper = (x, y) => {
          const i = (Math.round(y * scale) * canvas.width + Math.round(x * scale)) * 4;
          return pixels[i + 3] === 0   // the box's colour is the canvas's CSS background
            || Math.abs(pixels[i] - 0xf1) + Math.abs(pixels[i + 1] - 0xea) + Math.abs(pixels[i + 2] - 0xdf) < 12;
        };
        let tile = null;
        for (let y = box.height - 20; y > box.height / 2 && !tile; y -= 6)
          for (let x = 20; x < box.width - 20 && !tile; x += 6) if (!paper(x, y)) tile = [box.left + x, box.top + y];
        const empty = paper(box.width / 2, 20) ? [box.left + box.width / 2, box.top + 20] : null;
        return { hash, empty, tile };""")
    hashes = []

    def settled(_):
        time.sleep(0.25)
        seen = look()
        hashes.append(seen["hash"])
        return seen if len(hashes) >= 3 and len(set(hashes[-3:])) == 1 and seen["tile"] else False
    return WebDriverWait(driver, timeout).until(settled)


def test_a_finger_on_the_about_toys_empty_box_scrolls_the_page_and_one_on_a_tile_throws_it(phone):
    open_page(phone, "/about")
    phone.execute_script("document.getElementById('toy').scrollIntoView({ block: 'center' })")
    spots = settled_toy_spots(phone)   # the tiles fall in and settle (slower on a busy machine)
    assert spots["empty"] and spots["tile"], spots
    before = phone.execute_script("return scrollY")
    touch_drag(phone, spots["empty"], (spots["empty"][0], spots["empty"][1] - 200))
    after = phone.execute_script("return scrollY")
    assert after > before + 50, (before, after)
    spots["tile"][1] -= after - before
    touch_drag(phone, spots["tile"], (spots["tile"][0], spots["tile"][1] - 200))
    assert phone.execute_script("return scrollY") == after, "a finger on a tile moves the tile, not the page"
    assert severe_console_messages(phone) == []


@pytest.mark.parametrize("width", [360, 375])
def test_every_tab_label_fits_inside_its_tab_on_a_narrow_phone(width):
    driver = touch_phone(width, 740)
    try:
        for path in ("/", "/pentomino"):
            open_page(driver, path)
            tabs = driver.execute_script("""
                return [...document.querySelectorAll('.tabs a')].map((a) => {
                  const box = a.getBoundingClientRect(), text = document.createRange();
                  text.selectNodeContents(a);
                  const words = text.getBoundingClientRect();
                  return { tab: a.textContent.trim(), left: box.left, right: box.right,
                           room: Math.min(words.left - box.left, box.right - words.right) };
                });""")
            assert all(tab["room"] >= 2 for tab in tabs), tabs   # the label clear of its pill's edges
            assert all(a["right"] <= b["left"] for a, b in zip(tabs, tabs[1:])), tabs
            assert driver.execute_script("return document.documentElement.scrollWidth") == width
    finally:
        driver.quit()
