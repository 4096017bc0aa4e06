"""Browser tests on a touch screen (a phone, with DevTools' touch emulation, so that `(pointer: coarse)` holds):
every control on every tab is at least 44 px each way and apart from the others, upright and on its side; a
thin piece in the Pentomino tray can be grabbed beside its squares; the Sketch tools stand beside the paper
on a phone on its side."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from sketch_helpers import ink, open_sketch, paper, touch_stroke, wait_strokes
from test_page import (board_geometry, make_driver, open_page, open_pentomino, pento, piece_point, shot,
                       touch_drag)

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
