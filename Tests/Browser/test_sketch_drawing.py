"""Browser tests of the Sketch tab, drawing: its code loading with the tab; strokes and dots with a mouse, a
finger and a pen (with pressure); undo and redo by buttons and keys; clear then undo; the eraser; rotating; the
pad and its toolbar on a desktop and a phone. Input goes through Chromium's input pipeline (Selenium actions,
DevTools' Input.dispatch*Event); what is checked is what a person sees: pixels on the canvas, counts, buttons.

Not tested: a pen's eraser end (a pointerdown with button 5, buttons 32), which erases whatever tool is
chosen. Chromium cannot be made to send one: DevTools' Input.dispatchMouseEvent takes a button among none,
left, middle, right, back and forward and makes `buttons` from it (a pen event with "buttons": 32 arrives as
button 0, buttons 1), and ChromeDriver's actions refuse a button above 4. A PointerEvent made in JavaScript
would test the handler, not what Chromium delivers, so there is none."""
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_page import browser, go_to, make_driver, open_page, resource_started, severe_console_messages, set_viewport, shot  # noqa: F401 (pytest fixtures)
from sketch_helpers import COMMITTED, TRAIL, at, canvas_ink, dialog, open_sketch, pad, strokes, paper, ink, live_ink, mouse_stroke, mouse_dot, touch_stroke, pen_stroke, ctrl, click, rename, wait_strokes, kept, draw_scene


def test_the_sketch_code_and_model_load_only_when_the_tab_opens(browser):
    open_page(browser)
    WebDriverWait(browser, 10).until(lambda d: resource_started(d, "/js/sketch/controller.js") is not None)
    time.sleep(0.5)
    assert resource_started(browser, "/js/sketch/pad.js") is None
    assert resource_started(browser, "/wasm/sketch.wasm") is None
    go_to(browser, "sketch")
    WebDriverWait(browser, 15).until(lambda d: d.execute_script("return document.getElementById('sketch').dataset.ready === 'true'"))
    assert resource_started(browser, "/wasm/sketch.wasm") is not None
    assert strokes(browser) == 0 and pad(browser)["canUndo"] == "false"
    assert browser.title == "Sketch — Tessera"
    assert severe_console_messages(browser) == []


def test_a_mouse_stroke_shows_live_then_commits_and_a_click_makes_a_dot(browser):
    open_sketch(browser)
    showing_live = mouse_stroke(browser, (0.2, 0.3), (0.6, 0.3), during=lambda: live_ink(browser) and not ink(browser, 0.4, 0.3))
    assert showing_live, "while the button is held the stroke is on the overlay, not yet committed"
    wait_strokes(browser, 1)
    assert ink(browser, 0.4, 0.3) and not live_ink(browser)
    mouse_dot(browser, 0.3, 0.6)
    wait_strokes(browser, 2)
    assert ink(browser, 0.3, 0.6)
    drawing = kept(browser, 2)
    assert len(drawing["strokes"][1]["points"]) == 2, "a click is a dot: one point"
    # Smoothing keeps the first and the last point: where the button went down and where it came up.
    points = drawing["strokes"][0]["points"]
    assert abs(points[0] - 0.2 * drawing["width"]) <= 1.5 and abs(points[1] - 0.3 * drawing["height"]) <= 1.5
    assert abs(points[-2] - 0.6 * drawing["width"]) <= 1.5 and abs(points[-1] - 0.3 * drawing["height"]) <= 1.5


# Per pixel of the paper: 1 where the trail or the live overlay shows ink (alpha over half), else 0.
HELD_INK = """
    const [trail, live] = ['.sketch-trail', '.sketch-live'].map((name) => document.querySelector(`#sketch .sketch-pad ${name}`));
    const alpha = (canvas) => canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const [a, b] = [alpha(trail), alpha(live)];
    const held = new Uint8Array(a.length / 4);
    let trailInk = 0, liveInk = 0;
    for (let i = 0; i < held.length; i++) {
      trailInk += a[4 * i + 3] > 127; liveInk += b[4 * i + 3] > 127;
      held[i] = a[4 * i + 3] > 127 || b[4 * i + 3] > 127;
    }
    window.heldInk = held;
    return [trailInk, liveInk];"""

# How many pixels of the committed canvas are inked (the default ink, #1f2937, at over half its strength on the
# white paper) and how many differ from what was held.
COMMITTED_INK = """
    const canvas = document.querySelector('#sketch .sketch-pad .sketch-committed');
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const halfInk = 765 - (765 - (0x1f + 0x29 + 0x37)) / 2;
    let inked = 0, differ = 0;
    for (let i = 0; i < window.heldInk.length; i++) {
      const dark = pixels[4 * i] + pixels[4 * i + 1] + pixels[4 * i + 2] < halfInk;
      inked += dark; differ += dark !== Boolean(window.heldInk[i]);
    }
    return [inked, differ];"""


@pytest.mark.parametrize("living", [True, False])
def test_a_long_stroke_paints_its_settled_pieces_once_and_shows_what_it_commits(browser, living):
    open_sketch(browser)
    if not living:
        click(browser, "sketch-living")
    mouse = lambda kind, x, y: browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": 0 if kind == "mouseReleased" else 1, "clickCount": 1})
    # A zigzag of 300 samples, 3 px apart: some 300 points, so runs of pieces settle as it goes.
    points = [at(browser, 0.1 + 0.8 * i / 300, 0.3 + 0.3 * abs((i % 60) - 30) / 30) for i in range(301)]
    mouse("mousePressed", *points[0])
    for point in points[1:]:
        mouse("mouseMoved", *point)
    time.sleep(0.2)   # a frame painted after the last sample
    trail_ink, live_ink_now = browser.execute_script(HELD_INK)
    mouse("mouseReleased", *points[-1])
    wait_strokes(browser, 1)
    assert trail_ink > 0, "the settled runs were painted on the trail"
    assert 0 < live_ink_now < trail_ink / 3, "each frame paints only the pieces after the settled ones"
    inked, differ = browser.execute_script(COMMITTED_INK)
    assert differ <= inked * 0.01, f"what was shown while held is what was committed: {differ} of {inked} pixels differ"
    assert not live_ink(browser), "the trail and the overlay are emptied when the stroke is committed"


def test_a_resize_while_a_long_stroke_is_drawn_paints_it_again_at_once(browser):
    open_sketch(browser)
    size = lambda: browser.execute_script(f"const c = document.querySelector('{COMMITTED}'); return [c.width, c.height]")

    def resized():
        before = size()
        set_viewport(browser, 1100, 700)
        WebDriverWait(browser, 5).until(lambda d: size() != before)
        time.sleep(0.3)   # frames pass; the pointer does not move
        return live_ink(browser)
    shown = mouse_stroke(browser, (0.1, 0.3), (0.9, 0.6), steps=60, during=resized)
    assert shown, "the stroke in progress is painted again on the resized canvases before the pointer moves"
    wait_strokes(browser, 1)
    assert not live_ink(browser)


def test_undo_and_redo_by_button_and_keys_take_back_and_put_back_whole_strokes(browser):
    open_sketch(browser)
    mouse_stroke(browser, (0.1, 0.2), (0.5, 0.2))
    mouse_stroke(browser, (0.1, 0.5), (0.5, 0.5))
    wait_strokes(browser, 2)
    click(browser, "sketch-undo")
    wait_strokes(browser, 1)
    assert ink(browser, 0.3, 0.2) and not ink(browser, 0.3, 0.5)
    assert pad(browser)["canRedo"] == "true"
    click(browser, "sketch-redo")
    wait_strokes(browser, 2)
    assert ink(browser, 0.3, 0.5)
    ctrl(browser, "z")
    ctrl(browser, "z")
    wait_strokes(browser, 0)
    assert not ink(browser, 0.3, 0.2) and browser.find_element(By.ID, "sketch-undo").get_attribute("disabled")
    ctrl(browser, "z", shift=True)
    wait_strokes(browser, 1)
    ctrl(browser, "y")
    wait_strokes(browser, 2)
    assert ink(browser, 0.3, 0.2) and ink(browser, 0.3, 0.5)
    # A new stroke after an undo drops what could have been redone.
    ctrl(browser, "z")
    mouse_stroke(browser, (0.6, 0.7), (0.9, 0.7))
    wait_strokes(browser, 2)
    assert pad(browser)["canRedo"] == "false" and not ink(browser, 0.3, 0.5) and ink(browser, 0.75, 0.7)
    # Undo pressed with Enter until there is nothing left to undo hands the focus to Redo, never to the page.
    browser.find_element(By.ID, "sketch-undo").send_keys(Keys.ENTER)
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_strokes(browser, 0)
    assert browser.switch_to.active_element.get_attribute("id") == "sketch-redo"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_strokes(browser, 2)
    assert browser.switch_to.active_element.get_attribute("id") == "sketch-undo"


def test_a_finger_draws_a_stroke_and_a_tap_a_dot_without_scrolling_the_page():
    driver = make_driver(390, 844)
    try:
        open_sketch(driver)
        # The pad fits the screen, so the page cannot scroll as it is: make it taller, so that a finger dragged
        # upward would scroll it if the paper let the browser have the drag.
        driver.execute_script("""
            document.body.append(Object.assign(document.createElement('div'), { id: 'tall', style: 'height: 200vh' }));
            window.__touchmoves = [];
            addEventListener('touchmove', (event) => __touchmoves.push(event.defaultPrevented));""")
        assert driver.execute_script("return document.documentElement.scrollHeight > innerHeight + 500")
        assert driver.execute_script(
            "return getComputedStyle(document.querySelector('#sketch .sketch-pad .sketch-paper')).touchAction") == "none"
        touch_stroke(driver, (0.2, 0.8), (0.8, 0.2))
        wait_strokes(driver, 1)
        touch_stroke(driver, (0.5, 0.8), (0.5, 0.8), steps=0)
        wait_strokes(driver, 2)
        assert ink(driver, 0.5, 0.5) and ink(driver, 0.5, 0.8)
        moves = driver.execute_script("return __touchmoves")
        assert moves and all(moves), f"every touchmove of the stroke was default-prevented: {moves}"
        assert driver.execute_script("return scrollY") == 0
        # The same drag on the page below the pad scrolls it: the page could have scrolled.
        bottom = driver.execute_script("return innerHeight")
        touch = lambda kind, points: driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        touch("touchStart", [{"x": 200, "y": bottom - 20}])
        for step in range(1, 11):
            touch("touchMove", [{"x": 200, "y": bottom - 20 - 40 * step}])
        touch("touchEnd", [])
        WebDriverWait(driver, 5).until(lambda d: d.execute_script("return scrollY") > 0)
        driver.execute_script("document.getElementById('tall').remove(); scrollTo(0, 0)")
        canvas = driver.execute_script(f"const c = document.querySelector('{COMMITTED}'); const r = c.getBoundingClientRect();"
                                       "return [c.width, r.width, devicePixelRatio];")
        assert abs(canvas[0] - canvas[1] * canvas[2]) <= 1, "the canvas has a pixel per device pixel"
        assert len(kept(driver, 2)["strokes"][1]["points"]) == 2
        shot(driver, "sketch-phone.png")
    finally:
        driver.quit()


def test_a_pen_draws_with_its_pressure_a_dot_and_erases(browser):
    open_sketch(browser)
    pen_stroke(browser, (0.1, 0.3), (0.7, 0.3), [0.1 + 0.06 * i for i in range(16)])
    wait_strokes(browser, 1)
    assert ink(browser, 0.6, 0.3)
    widths = kept(browser, 1)["strokes"][0]["widths"]
    assert widths[-1] > 2 * widths[0], f"the stroke widens as the pen presses harder: {widths}"
    pen_stroke(browser, (0.5, 0.7), (0.5, 0.7), [0.6, 0.6])
    wait_strokes(browser, 2)
    assert ink(browser, 0.5, 0.7) and len(kept(browser, 2)["strokes"][1]["points"]) == 2
    click(browser, "sketch-eraser")
    pen_stroke(browser, (0.4, 0.2), (0.4, 0.4), [0.5] * 6)
    wait_strokes(browser, 1)
    assert not ink(browser, 0.6, 0.3) and ink(browser, 0.5, 0.7)


def test_clear_then_undo_brings_every_stroke_back(browser):
    open_sketch(browser)
    for row in (0.2, 0.4, 0.6):
        mouse_stroke(browser, (0.2, row), (0.7, row))
    wait_strokes(browser, 3)
    click(browser, "sketch-clear")
    wait_strokes(browser, 0)
    assert not any(ink(browser, 0.45, row) for row in (0.2, 0.4, 0.6))
    assert browser.find_element(By.ID, "sketch-clear").get_attribute("disabled")
    click(browser, "sketch-undo")
    wait_strokes(browser, 3)
    assert all(ink(browser, 0.45, row) for row in (0.2, 0.4, 0.6))


def test_clear_then_new_asks_first_since_undo_could_bring_the_strokes_back(browser):
    open_sketch(browser)
    mouse_stroke(browser, (0.2, 0.3), (0.7, 0.3))
    wait_strokes(browser, 1)
    click(browser, "sketch-clear")
    wait_strokes(browser, 0)
    click(browser, "sketch-new")
    assert "not saved" in dialog(browser).text
    dialog(browser).find_element(By.XPATH, ".//button[text()='Cancel']").click()
    click(browser, "sketch-undo")
    wait_strokes(browser, 1)


def cdp_mouse(driver, kind, x, y, buttons):
    """A mouse event through DevTools at (x, y) in CSS pixels of the viewport, with the buttons held."""
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" or buttons else "none",
        "buttons": buttons, "clickCount": 1})


def test_a_stroke_follows_the_pointer_when_the_paper_moves_under_it_midway(browser):
    open_sketch(browser)
    # The page grows taller than the window, so it can scroll while the button is held.
    browser.execute_script(
        "document.body.append(Object.assign(document.createElement('div'), { id: 'tall', style: 'height: 200vh' }))")
    x0, y0 = at(browser, 0.2, 0.5)
    x1, y1 = at(browser, 0.7, 0.5)
    cdp_mouse(browser, "mousePressed", x0, y0, 1)
    cdp_mouse(browser, "mouseMoved", (x0 + x1) / 2, y0, 1)
    browser.execute_script("scrollTo(0, 120)")
    WebDriverWait(browser, 5).until(lambda d: d.execute_script("return scrollY") == 120)
    time.sleep(0.1)
    cdp_mouse(browser, "mouseMoved", x1, y1, 1)
    cdp_mouse(browser, "mouseReleased", x1, y1, 0)
    wait_strokes(browser, 1)
    drawing = kept(browser, 1)
    points = drawing["strokes"][0]["points"]
    # Where the pointer let go, on the paper as it is now: 120 CSS pixels lower on it than before the scroll.
    box = browser.execute_script("return document.querySelector('#sketch .sketch-pad .sketch-paper').getBoundingClientRect().toJSON()")
    expected = ((x1 - box["left"]) * drawing["width"] / box["width"], (y1 - box["top"]) * drawing["height"] / box["height"])
    assert abs(points[-2] - expected[0]) <= 2 and abs(points[-1] - expected[1]) <= 2, (points[-2:], expected)
    browser.execute_script("document.getElementById('tall').remove(); scrollTo(0, 0)")


def test_a_release_never_heard_ends_the_stroke_at_the_next_move_and_the_next_press_draws(browser):
    open_sketch(browser)
    x0, y0 = at(browser, 0.2, 0.3)
    x1, y1 = at(browser, 0.6, 0.3)
    cdp_mouse(browser, "mousePressed", x0, y0, 1)
    cdp_mouse(browser, "mouseMoved", x1, y1, 1)
    # The button came up outside the window: the page hears the mouse move again with no button held.
    cdp_mouse(browser, "mouseMoved", *at(browser, 0.6, 0.7), 0)
    wait_strokes(browser, 1)
    assert ink(browser, 0.4, 0.3) and not ink(browser, 0.6, 0.5), "the stroke ended where the button was last held"
    mouse_stroke(browser, (0.2, 0.8), (0.7, 0.8))
    wait_strokes(browser, 2)
    click(browser, "sketch-undo")
    wait_strokes(browser, 1)


def test_a_pen_put_down_while_a_resting_hand_draws_takes_over_and_the_hand_draws_nothing(browser):
    open_sketch(browser)
    touch = lambda kind, points: browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    x, y = at(browser, 0.8, 0.8)
    touch("touchStart", [{"x": x, "y": y}])
    # The hand moves long enough for runs of its stroke to settle on the trail.
    for step in range(1, 81):
        touch("touchMove", [{"x": x - 2 * step, "y": y - (step % 10)}])
    time.sleep(0.2)
    assert canvas_ink(browser, TRAIL), "the hand's stroke has settled runs on the trail"
    # The pen's own stroke is too short to settle a run: while it is down, the trail must be empty.
    trail_while_pen_down = pen_stroke(browser, (0.1, 0.3), (0.6, 0.3), [0.5] * 8, pressed=lambda: canvas_ink(browser, TRAIL))
    assert not trail_while_pen_down, "the dropped stroke's runs left the trail as the pen came down"
    touch("touchMove", [{"x": x - 170, "y": y - 20}])
    touch("touchEnd", [])
    wait_strokes(browser, 1)
    time.sleep(0.3)
    assert strokes(browser) == 1 and ink(browser, 0.35, 0.3)
    assert not ink(browser, 0.8 - 60 / paper(browser)["width"], 0.8), "the hand's path, 60 px along, has no ink"
    drawing = kept(browser, 1)
    start = drawing["strokes"][0]["points"][:2]
    assert abs(start[0] - 0.1 * drawing["width"]) <= 2 and abs(start[1] - 0.3 * drawing["height"]) <= 2, "the pen's"


def test_the_eraser_dims_what_it_touches_then_takes_whole_strokes_and_undo_brings_them_back(browser):
    open_sketch(browser)
    mouse_stroke(browser, (0.1, 0.3), (0.4, 0.3))
    mouse_stroke(browser, (0.6, 0.3), (0.9, 0.3))
    wait_strokes(browser, 2)
    click(browser, "sketch-eraser")
    dimmed = mouse_stroke(browser, (0.25, 0.2), (0.25, 0.4), during=lambda: live_ink(browser))
    assert dimmed, "while erasing, the strokes touched are dimmed on the overlay"
    wait_strokes(browser, 1)
    assert not ink(browser, 0.12, 0.3), "the whole stroke goes, not just where the eraser passed"
    assert ink(browser, 0.75, 0.3)
    click(browser, "sketch-undo")
    wait_strokes(browser, 2)
    assert ink(browser, 0.12, 0.3) and ink(browser, 0.75, 0.3)
    # Back to the pen: P.
    ActionChains(browser).send_keys("p").perform()
    assert browser.find_element(By.ID, "sketch-pen").get_attribute("aria-pressed") == "true"


def test_rotating_repaints_the_drawing_sharp_from_its_vectors():
    driver = make_driver(390, 844)
    try:
        open_sketch(driver)
        touch_stroke(driver, (0.1, 0.5), (0.9, 0.5))
        wait_strokes(driver, 1)
        set_viewport(driver, 844, 390)
        WebDriverWait(driver, 5).until(lambda d: paper(d)["width"] < paper(d)["height"] and paper(d)["height"] < 390)
        time.sleep(0.3)
        canvas = driver.execute_script(f"const c = document.querySelector('{COMMITTED}'); const r = c.getBoundingClientRect();"
                                       "return [c.width, c.height, r.width, r.height, devicePixelRatio];")
        assert abs(canvas[0] - canvas[2] * canvas[4]) <= 1 and abs(canvas[1] - canvas[3] * canvas[4]) <= 1
        assert ink(driver, 0.5, 0.5) and not ink(driver, 0.5, 0.3)
        shot(driver, "sketch-landscape.png")
    finally:
        driver.quit()


def fills_the_stage(driver):
    """True when the paper covers its stage, to a pixel: the drawing has the stage's shape."""
    stage = driver.execute_script("const r = document.getElementById('sketch-stage').getBoundingClientRect();"
                                  "return { width: r.width, height: r.height };")
    box = paper(driver)
    return abs(box["width"] - stage["width"]) <= 1 and abs(box["height"] - stage["height"]) <= 1


def test_an_untouched_drawing_takes_the_shape_of_a_turned_phone_and_a_touched_one_keeps_its_own():
    driver = make_driver(390, 844)
    try:
        open_sketch(driver)
        assert fills_the_stage(driver) and paper(driver)["width"] < paper(driver)["height"]
        set_viewport(driver, 844, 390)
        WebDriverWait(driver, 5).until(lambda d: fills_the_stage(d) and paper(d)["width"] > paper(d)["height"])
        shot(driver, "sketch-turned-before-drawing.png")
        assert strokes(driver) == 0 and pad(driver)["canUndo"] == "false"
        # A stroke drawn and undone can be redone: the drawing is the player's, and keeps its shape when turned back.
        touch_stroke(driver, (0.1, 0.5), (0.9, 0.5))
        wait_strokes(driver, 1)
        click(driver, "sketch-undo")
        wait_strokes(driver, 0)
        set_viewport(driver, 390, 844)
        WebDriverWait(driver, 5).until(lambda d: paper(d)["width"] < 390 and paper(d)["height"] < paper(d)["width"])
        assert pad(driver)["canRedo"] == "true" and not fills_the_stage(driver)
        click(driver, "sketch-redo")
        wait_strokes(driver, 1)
        assert ink(driver, 0.5, 0.5)
        # A reload brings the drawing back with its shape.
        kept(driver, 1)
        driver.refresh()
        open_sketch(driver)
        WebDriverWait(driver, 5).until(lambda d: strokes(d) == 1)
        assert paper(driver)["height"] < paper(driver)["width"] and ink(driver, 0.5, 0.5)
    finally:
        driver.quit()


def test_an_untouched_kept_drawing_opens_in_the_shape_of_a_phone_turned_meanwhile():
    driver = make_driver(390, 844)
    try:
        open_sketch(driver)
        assert kept(driver, 0)["width"] < kept(driver, 0)["height"]
        go_to(driver, "play")   # the pad hidden: nothing lays it out while the phone turns
        set_viewport(driver, 844, 390)
        open_sketch(driver)   # a new page: the kept drawing is opened from the browser's storage
        WebDriverWait(driver, 5).until(lambda d: fills_the_stage(d) and paper(d)["width"] > paper(d)["height"])
        assert kept(driver, 0)["width"] > kept(driver, 0)["height"]
        # The drawing on the pad is the reshaped one: turned back, it takes the upright shape again.
        set_viewport(driver, 390, 844)
        WebDriverWait(driver, 5).until(lambda d: fills_the_stage(d) and paper(d)["width"] < paper(d)["height"])
        WebDriverWait(driver, 5).until(lambda d: kept(d, 0)["width"] < kept(d, 0)["height"])
    finally:
        driver.quit()


@pytest.mark.parametrize("width,height,name", [(1280, 800, "sketch-desktop.png"), (390, 844, "sketch-portrait.png")])
def test_the_pad_and_its_toolbar_fit_the_screen(width, height, name):
    driver = make_driver(width, height)
    try:
        open_sketch(driver)
        rename(driver, "Sunny day")
        draw_scene(driver)
        wait_strokes(driver, 13)
        fits = driver.execute_script("""
            const paper = document.querySelector('#sketch .sketch-paper').getBoundingClientRect();
            const tools = [...document.querySelectorAll('#sketch .sketch-pad button, #sketch-color')].map((b) => b.getBoundingClientRect());
            return { page: document.documentElement.scrollWidth <= innerWidth && document.documentElement.scrollHeight <= innerHeight + 1,
                     paper: paper.top >= 0 && paper.bottom <= innerHeight && paper.left >= 0 && paper.right <= innerWidth,
                     tools: tools.every((r) => r.left >= 0 && r.right <= innerWidth && r.bottom <= paper.top),
                     share: paper.height / innerHeight };""")
        assert fits["page"] and fits["paper"] and fits["tools"], fits
        assert fits["share"] > (0.6 if height > width else 0.7), "the paper takes most of the screen"
        shot(driver, name)
    finally:
        driver.quit()
