"""Browser tests of the Sketch tab (issue 11): drawing with mouse, touch and pen, undo and redo, clear, erase,
the drawing kept across a reload, saving, opening and sharing, the read-only view, SVG and PNG export.

Run with the rest of Tests/Browser (see test_page.py) against a server: TESSERA_URL names it. Input goes
through Chromium's input pipeline (Selenium actions, DevTools' Input.dispatch*Event); what is checked is
what a person sees: pixels on the canvas, the counts and buttons, the files downloaded.

Not tested: a pen's eraser end (a pointerdown with button 5, buttons 32), which erases whatever tool is
chosen. Chromium cannot be made to send one: DevTools' Input.dispatchMouseEvent takes a button among none,
left, middle, right, back and forward and makes `buttons` from it (a pen event with "buttons": 32 arrives as
button 0, buttons 1), and ChromeDriver's actions refuse a button above 4. A PointerEvent made in JavaScript
would test the handler, not what Chromium delivers, so there is none.
"""
import json
import os
import random
import struct
import tempfile
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_page import (URL, browser, go_to, make_driver, open_page, resource_started, severe_console_messages,  # noqa: F401
                       set_viewport, shot, unique)

COMMITTED = "#sketch .sketch-pad .sketch-committed"
LIVE = "#sketch .sketch-pad .sketch-live"


def open_sketch(driver, path="/sketch"):
    open_page(driver, path)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.getElementById('sketch').dataset.ready === 'true'"))
    WebDriverWait(driver, 5).until(lambda d: pad(d).get("strokes") is not None)


def pad(driver):
    """The pad as it shows: strokes, whether undo and redo are offered, the name, whether saved."""
    data = driver.execute_script("return {...document.getElementById('sketch-stage').dataset}")
    if "strokes" in data:
        data["strokes"] = int(data["strokes"])
    return data


def strokes(driver):
    return pad(driver)["strokes"]


def paper(driver, root=".sketch-pad"):
    return driver.execute_script(f"""
        const r = document.querySelector('#sketch {root} .sketch-paper').getBoundingClientRect();
        return {{ x: r.left, y: r.top, width: r.width, height: r.height }};""")


def at(driver, fx, fy, root=".sketch-pad"):
    """The viewport point at a fraction of the paper's width and height."""
    box = paper(driver, root)
    return box["x"] + fx * box["width"], box["y"] + fy * box["height"]


def ink(driver, fx, fy, canvas=COMMITTED):
    """True when the canvas shows something darker than the white paper around a point (paper fractions)."""
    return driver.execute_script("""
        const canvas = document.querySelector(arguments[0]);
        const context = canvas.getContext('2d');
        const x = Math.round(arguments[1] * canvas.width), y = Math.round(arguments[2] * canvas.height);
        const pixels = context.getImageData(Math.max(0, x - 3), Math.max(0, y - 3), 7, 7).data;
        let darkest = 765;
        for (let i = 0; i < pixels.length; i += 4) darkest = Math.min(darkest, pixels[i] + pixels[i + 1] + pixels[i + 2]);
        return darkest < 600;""", canvas, fx, fy)


def live_ink(driver):
    """True when the live overlay shows anything (a stroke in progress, strokes the eraser dims)."""
    return driver.execute_script("""
        const canvas = document.querySelector(arguments[0]);
        const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) return true;
        return false;""", LIVE)


def mouse_stroke(driver, start, end, steps=12, during=None):
    """Draws with the mouse (Selenium actions) from `start` to `end`, in paper fractions."""
    element = driver.find_element(By.CSS_SELECTOR, "#sketch .sketch-pad .sketch-paper")
    box = paper(driver)
    offset = lambda fx, fy: (round((fx - 0.5) * box["width"]), round((fy - 0.5) * box["height"]))
    actions = ActionChains(driver, duration=10).move_to_element_with_offset(element, *offset(*start)).click_and_hold()
    previous = offset(*start)
    for step in range(1, steps + 1):
        point = offset(start[0] + (end[0] - start[0]) * step / steps, start[1] + (end[1] - start[1]) * step / steps)
        actions.move_by_offset(point[0] - previous[0], point[1] - previous[1])
        previous = point
    actions.perform()
    result = during() if during else None
    ActionChains(driver).release().perform()
    return result


def mouse_dot(driver, fx, fy):
    element = driver.find_element(By.CSS_SELECTOR, "#sketch .sketch-pad .sketch-paper")
    box = paper(driver)
    ActionChains(driver).move_to_element_with_offset(
        element, round((fx - 0.5) * box["width"]), round((fy - 0.5) * box["height"])).click().perform()


def touch_stroke(driver, start, end, steps=10):
    touch = lambda kind, points: driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    x0, y0 = at(driver, *start)
    x1, y1 = at(driver, *end)
    touch("touchStart", [{"x": x0, "y": y0}])
    for step in range(1, steps + 1):
        touch("touchMove", [{"x": x0 + (x1 - x0) * step / steps, "y": y0 + (y1 - y0) * step / steps}])
    touch("touchEnd", [])


def pen_stroke(driver, start, end, pressures):
    """Draws with a pen (DevTools mouse events of pointer type pen) with a pressure per sample."""
    x0, y0 = at(driver, *start)
    x1, y1 = at(driver, *end)
    pen = lambda kind, x, y, force, held=1: driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": held, "clickCount": 1, "pointerType": "pen", "force": force})
    pen("mousePressed", x0, y0, pressures[0])
    steps = len(pressures) - 1
    for step in range(1, steps + 1):
        pen("mouseMoved", x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps, pressures[step])
        time.sleep(0.016)
    pen("mouseReleased", x1, y1, 0, 0)


def ctrl(driver, key, shift=False):
    chain = ActionChains(driver).key_down(Keys.CONTROL)
    if shift:
        chain.key_down(Keys.SHIFT)
    chain.send_keys(key)
    if shift:
        chain.key_up(Keys.SHIFT)
    chain.key_up(Keys.CONTROL).perform()


def click(driver, element_id):
    driver.find_element(By.ID, element_id).click()


def rename(driver, name):
    field = driver.find_element(By.ID, "sketch-name")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(name + Keys.ENTER)
    WebDriverWait(driver, 5).until(lambda d: pad(d)["name"] == name)


def wait_strokes(driver, count, timeout=5):
    WebDriverWait(driver, timeout).until(lambda d: strokes(d) == count)


def kept(driver, count=None, timeout=8):
    """The drawing kept in this browser (its wire form parsed), once it has `count` strokes."""
    def read(d):
        text = d.execute_script("return localStorage.getItem('tessera.sketch')")
        drawing = json.loads(json.loads(text)["wire"]) if text else None
        return drawing if drawing and (count is None or len(drawing["strokes"]) == count) else False
    return WebDriverWait(driver, timeout).until(read)


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


def test_the_drawing_in_progress_survives_a_reload_and_new_starts_afresh(browser):
    open_sketch(browser)
    rename(browser, "Cat")
    browser.find_element(By.CSS_SELECTOR, ".sketch-swatch[data-color='#e03131']").click()
    mouse_stroke(browser, (0.2, 0.5), (0.8, 0.5))
    wait_strokes(browser, 1)
    assert kept(browser, 1)["name"] == "Cat"
    browser.refresh()
    open_sketch(browser)
    assert strokes(browser) == 1 and pad(browser)["name"] == "Cat" and ink(browser, 0.5, 0.5)
    assert browser.find_element(By.CSS_SELECTOR, ".sketch-swatch[data-color='#e03131']").get_attribute("aria-pressed") == "true"
    # Undo does not survive a reload (the history is the visit's), the drawing does.
    assert pad(browser)["canUndo"] == "false"
    click(browser, "sketch-new")
    dialog = WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "sketch-dialog"))
    assert "not saved" in dialog.text
    dialog.find_element(By.CSS_SELECTOR, "button[value='yes']").click()
    wait_strokes(browser, 0)
    assert pad(browser)["name"] == "Untitled" and not ink(browser, 0.5, 0.5)
    stage = browser.execute_script("const s = document.getElementById('sketch-stage'); return [s.clientWidth, s.clientHeight]")
    fresh = kept(browser, 0)
    assert [fresh["width"], fresh["height"]] == stage, "a new drawing is the stage's shape, a unit per CSS pixel"


def test_the_name_is_the_models_to_trim_and_to_refuse(browser):
    open_sketch(browser)
    field = browser.find_element(By.ID, "sketch-name")
    assert field.get_attribute("maxlength") is None, "the model counts a name's characters, not the field"
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("  Harbour at dusk  " + Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda d: pad(d)["name"] == "Harbour at dusk")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("x" * 61 + Keys.ENTER)
    message = WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "sketch-message").text)
    assert message.startswith("That name will not do:") and "60" in message, message
    assert field.get_attribute("value") == "Harbour at dusk" and pad(browser)["name"] == "Harbour at dusk"
    # 60 characters of 120 UTF-16 units (beyond the BMP, put in as a paste would: ChromeDriver types the BMP only).
    name = "\U0001d4d0" * 60
    browser.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change'))", field, name)
    WebDriverWait(browser, 5).until(lambda d: pad(d)["name"] == name)
    WebDriverWait(browser, 8).until(lambda d: kept(d)["name"] == name)


def test_a_corrupt_kept_drawing_is_reported_and_replaced(browser):
    open_sketch(browser)
    browser.execute_script("localStorage.setItem('tessera.sketch', JSON.stringify({ wire: '{\"version\":1,\"name\":\"\"}' }))")
    browser.refresh()
    open_sketch(browser)
    assert "could not be restored" in browser.find_element(By.ID, "sketch-message").text
    assert strokes(browser) == 0


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


def random_drawing(count, seed, width=1200, height=800, dots=False):
    """The wire form of `count` random strokes of 10–14 points (half of living width), or of `count` dots."""
    rng = random.Random(seed)
    strokes = []
    for _ in range(count):
        x, y = rng.uniform(20, width - 20), rng.uniform(20, height - 20)
        points, widths = [round(x, 2), round(y, 2)], []
        for _ in range(0 if dots else rng.randint(9, 13)):
            x, y = min(width, max(0, x + rng.uniform(-18, 18))), min(height, max(0, y + rng.uniform(-18, 18)))
            points += [round(x, 2), round(y, 2)]
        stroke = {"color": rng.choice(["#1f2937", "#e03131", "#2f9e44", "#1971c2"]), "width": rng.choice([2, 5, 10]), "points": points}
        if not dots and rng.random() < 0.5:
            stroke["widths"] = [round(stroke["width"] * rng.uniform(0.4, 1), 2) for _ in range(len(points) // 2)]
        strokes.append(stroke)
    return {"version": 1, "name": f"{count} strokes", "width": width, "height": height, "background": "#ffffff", "strokes": strokes}


def open_kept(driver, wire):
    """Keeps `wire` as the drawing in progress and reloads the tab, which opens it through the model."""
    open_sketch(driver)
    driver.execute_script("localStorage.setItem('tessera.sketch', JSON.stringify({ wire: arguments[0], id: null, unsaved: true }))",
                          json.dumps(wire))
    driver.refresh()
    open_sketch(driver)
    wait_strokes(driver, len(wire["strokes"]), timeout=30)


def differs_from_a_full_repaint(driver):
    """How many pixels of the committed canvas differ from the drawing painted afresh from its vectors (the
    viewport resized and back, which repaints everything)."""
    driver.execute_script(f"const c = document.querySelector('{COMMITTED}');"
                          "window.__before = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;")
    width, height = driver.execute_script("return [innerWidth, innerHeight]")
    canvas = lambda d: d.execute_script(f"const c = document.querySelector('{COMMITTED}'); return [c.width, c.height]")
    painted = canvas(driver)
    set_viewport(driver, width - 100, height - 100)
    WebDriverWait(driver, 5).until(lambda d: canvas(d) != painted)
    set_viewport(driver, width, height)
    WebDriverWait(driver, 5).until(lambda d: canvas(d) == painted)
    time.sleep(0.3)
    return driver.execute_script(f"""
        const c = document.querySelector('{COMMITTED}');
        const now = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        if (now.length !== __before.length) return -1;
        let differ = 0;
        for (let i = 0; i < now.length; i += 4) {{
          if (now[i] !== __before[i] || now[i + 1] !== __before[i + 1] || now[i + 2] !== __before[i + 2]) differ += 1;
        }}
        return differ;""")


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_erasing_from_deep_in_the_history_repaints_the_pixels_a_full_repaint_would(width, height):
    # Only the boxes of the strokes erased are repainted (with those that meet them), at any pixel ratio.
    driver = make_driver(width, height)
    try:
        wire = random_drawing(600, seed=11)
        open_kept(driver, wire)
        click(driver, "sketch-eraser")
        target = wire["strokes"][300]["points"]
        polyline(driver, [(target[i] / wire["width"], target[i + 1] / wire["height"]) for i in range(0, 8, 2)])
        WebDriverWait(driver, 10).until(lambda d: strokes(d) < 600)
        erased = 600 - strokes(driver)
        assert differs_from_a_full_repaint(driver) == 0
        click(driver, "sketch-undo")
        wait_strokes(driver, 600)
        assert differs_from_a_full_repaint(driver) == 0
        click(driver, "sketch-redo")
        wait_strokes(driver, 600 - erased)
        assert differs_from_a_full_repaint(driver) == 0
    finally:
        driver.quit()


def test_a_stroke_the_full_drawing_refuses_is_reported_and_the_pad_keeps_working(browser):
    # 19,999 dots, then one stroke makes 20,000, the most a drawing holds: the next one is refused.
    open_kept(browser, random_drawing(19_999, seed=3, dots=True))
    mouse_stroke(browser, (0.1, 0.1), (0.4, 0.1))
    wait_strokes(browser, 20_000, timeout=10)
    mouse_stroke(browser, (0.1, 0.2), (0.4, 0.2))
    message = WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "sketch-message").text)
    assert message.startswith("Not drawn:") and "20000" in message, message
    assert "problem" in browser.find_element(By.ID, "sketch-message").get_attribute("class")
    assert strokes(browser) == 20_000 and not live_ink(browser), "the refused stroke leaves no trace on the overlay"
    # The gesture is over: undo, a new stroke and the eraser work as before.
    ctrl(browser, "z")
    wait_strokes(browser, 19_999)
    mouse_stroke(browser, (0.1, 0.3), (0.4, 0.3))
    wait_strokes(browser, 20_000)
    click(browser, "sketch-eraser")
    mouse_stroke(browser, (0.25, 0.25), (0.25, 0.35))
    WebDriverWait(browser, 5).until(lambda d: strokes(d) < 20_000)
    assert pad(browser)["canUndo"] == "true" and not live_ink(browser)


def downloads(driver):
    folder = tempfile.mkdtemp(prefix="sketch-downloads-")
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
    return folder


def downloaded(folder, name, timeout=10):
    path = os.path.join(folder, name)
    WebDriverWait(None, timeout).until(lambda _: os.path.exists(path) and os.path.getsize(path) > 0)
    time.sleep(0.2)
    with open(path, "rb") as file:
        return file.read()


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_export_gives_the_models_svg_and_a_png_at_twice_the_size(browser):
    folder = downloads(browser)
    open_sketch(browser)
    rename(browser, "Export me")
    mouse_stroke(browser, (0.2, 0.3), (0.6, 0.4))
    mouse_dot(browser, 0.5, 0.7)
    wait_strokes(browser, 2)
    click(browser, "sketch-svg")
    svg = downloaded(folder, "Export me.svg").decode()
    assert svg.lstrip().startswith("<svg") or svg.lstrip().startswith("<?xml")
    assert svg.count("<path") + svg.count("<circle") == 2
    click(browser, "sketch-png")
    width, height = png_size(downloaded(folder, "Export me.png"))
    drawing = kept(browser, 2)
    assert (width, height) == (drawing["width"] * 2, drawing["height"] * 2)


# Saved drawings need the server's drawings API and a player; the read-only view needs none.

def dialog(driver):
    return WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "#sketch-dialog[open]"))


def answer(driver, value):
    dialog(driver).find_element(By.CSS_SELECTOR, f"button[value='{value}']").click()


def save_joining(driver, player):
    """Saves the drawing, joining as `player` in the dialog the first save opens."""
    click(driver, "sketch-save")
    dialog(driver).find_element(By.CSS_SELECTOR, "input[name='name']").send_keys(player)
    answer(driver, "join")
    WebDriverWait(driver, 10).until(lambda d: pad(d)["saved"] == "true")


def listed(driver):
    """The drawings the Open dialog lists: [(name, details, id)]."""
    click(driver, "sketch-open")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sketch-dialog[open] .sketch-drawings, #sketch-dialog[open] p"))
    return [(row.find_element(By.TAG_NAME, "strong").text, row.find_element(By.TAG_NAME, "small").text,
             row.find_element(By.CSS_SELECTOR, "button[value^='open ']").get_attribute("value")[5:])
            for row in dialog(driver).find_elements(By.CSS_SELECTOR, ".sketch-drawings li")]


def test_saving_joins_from_the_tab_then_saves_over_and_opens_the_drawing(browser):
    open_sketch(browser)
    name = unique("Harbour")
    rename(browser, name)
    mouse_stroke(browser, (0.2, 0.3), (0.7, 0.3))
    mouse_dot(browser, 0.4, 0.6)
    wait_strokes(browser, 2)
    save_joining(browser, unique("Painter"))
    assert "Saved" in browser.find_element(By.ID, "sketch-message").text
    mouse_stroke(browser, (0.2, 0.8), (0.7, 0.8))
    WebDriverWait(browser, 5).until(lambda d: pad(d)["saved"] == "false")
    click(browser, "sketch-save")   # the player is known now: saved over the earlier save
    WebDriverWait(browser, 10).until(lambda d: pad(d)["saved"] == "true")
    browser.refresh()
    open_sketch(browser)
    assert pad(browser)["saved"] == "true" and strokes(browser) == 3
    click(browser, "sketch-new")
    wait_strokes(browser, 0)
    drawings = listed(browser)
    assert [(row[0], row[1].split(" · ")[0]) for row in drawings] == [(name, "3 strokes")]
    answer(browser, f"open {drawings[0][2]}")
    wait_strokes(browser, 3)
    assert pad(browser)["name"] == name and ink(browser, 0.45, 0.3) and ink(browser, 0.4, 0.6) and ink(browser, 0.45, 0.8)
    # Deleting takes two clicks; the drawing on the pad stays, no longer saved.
    listed(browser)
    answer(browser, f"delete {drawings[0][2]}")
    answer(browser, f"really {drawings[0][2]}")
    WebDriverWait(browser, 10).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "#sketch-dialog .sketch-drawings li"))
    answer(browser, "")
    assert pad(browser)["saved"] == "false" and strokes(browser) == 3


def test_a_share_link_shows_the_drawing_read_only_to_anyone_until_sharing_stops(browser):
    open_sketch(browser)
    name = unique("Lighthouse")
    rename(browser, name)
    mouse_stroke(browser, (0.1, 0.5), (0.9, 0.5))
    wait_strokes(browser, 1)
    save_joining(browser, unique("Sharer"))
    click(browser, "sketch-share")
    link = WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "sketch-link").get_attribute("value"))
    assert link.startswith(URL + "/s/")
    visitor = make_driver(390, 844)
    try:
        visitor.get(link)
        WebDriverWait(visitor, 15).until(lambda d: d.execute_script(
            "return document.querySelector('#sketch .sketch-shared')?.dataset.state === 'shown'"))
        assert visitor.find_element(By.ID, "sketch-shared-name").text == name
        assert not visitor.find_element(By.CSS_SELECTOR, "#sketch .sketch-pad").is_displayed()
        assert not visitor.find_elements(By.CSS_SELECTOR, "#sketch .sketch-shared .sketch-tools")
        time.sleep(0.2)
        assert ink(visitor, 0.5, 0.5, "#sketch .sketch-shared .sketch-committed")
        shot(visitor, "sketch-shared-phone.png")
        # Make a copy: the drawing comes to the visitor's pad, theirs to change, not saved anywhere yet.
        visitor.find_element(By.ID, "sketch-copy").click()
        WebDriverWait(visitor, 10).until(lambda d: d.current_url == URL + "/sketch")
        WebDriverWait(visitor, 5).until(lambda d: pad(d).get("strokes") == 1)
        assert pad(visitor)["name"] == name and pad(visitor)["saved"] == "false"
        assert ink(visitor, 0.5, 0.5)
        # The owner stops sharing: the link no longer shows the drawing.
        answer(browser, "stop")
        WebDriverWait(browser, 10).until(lambda d: "no longer works" in d.find_element(By.ID, "sketch-message").text)
        visitor.get(link)
        WebDriverWait(visitor, 15).until(lambda d: d.execute_script(
            "return document.querySelector('#sketch .sketch-shared')?.dataset.state === 'missing'"))
        assert "does not show a drawing" in visitor.find_element(By.ID, "sketch-shared-message").text
    finally:
        visitor.quit()


def shared_view(driver, path):
    """Opens a share link's address and waits until the read-only view shows a drawing or says why not."""
    driver.get(URL + path)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return ['shown', 'missing'].includes(document.querySelector('#sketch .sketch-shared')?.dataset.state)"))
    return driver.execute_script("return document.querySelector('#sketch .sketch-shared').dataset.state")


def test_a_garbled_share_link_says_so_instead_of_a_blank_view(browser):
    assert shared_view(browser, "/s/%E0%A4%A") == "missing"
    message = browser.find_element(By.ID, "sketch-shared-message")
    assert "garbled" in message.text and "problem" in message.get_attribute("class")
    assert not browser.find_element(By.CSS_SELECTOR, "#sketch .sketch-shared .sketch-paper").is_displayed()
    assert browser.find_element(By.ID, "sketch-copy").get_attribute("disabled")
    assert severe_console_messages(browser) == []


def test_a_shared_drawing_the_model_refuses_is_reported(browser):
    # The server checks every drawing with the same model, so it never answers one the model refuses; a
    # later server's drawing (version 2) reaching this page stands in for it: fetch answers it for /api/shared/.
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        const fetched = window.fetch;
        window.fetch = (path, ...rest) => String(path).startsWith('/api/shared/')
          ? Promise.resolve(new Response(JSON.stringify({ version: 2, name: 'Later', width: 800, height: 600,
              background: '#ffffff', strokes: [] }), { headers: { 'Content-Type': 'application/json' } }))
          : fetched(path, ...rest);"""})
    assert shared_view(browser, "/s/from-a-later-server") == "missing"
    message = browser.find_element(By.ID, "sketch-shared-message").text
    assert message.startswith("This drawing cannot be shown:") and "version" in message, message
    assert browser.find_element(By.ID, "sketch-copy").get_attribute("disabled")
    assert severe_console_messages(browser) == []


def test_an_eraser_tap_on_bare_paper_leaves_a_saved_drawing_saved(browser):
    open_sketch(browser)
    mouse_stroke(browser, (0.2, 0.3), (0.7, 0.3))
    wait_strokes(browser, 1)
    save_joining(browser, unique("Tapper"))
    click(browser, "sketch-eraser")
    mouse_dot(browser, 0.5, 0.8)
    time.sleep(0.3)
    assert strokes(browser) == 1 and pad(browser)["saved"] == "true" and pad(browser)["canUndo"] == "true"
    assert "saved" in browser.find_element(By.ID, "sketch-count").text.split(" · ")[-1]
    mouse_dot(browser, 0.45, 0.3)
    wait_strokes(browser, 0)
    assert pad(browser)["saved"] == "false", "a real erase is a change to save"


def test_joining_from_the_tab_takes_a_name_as_the_server_counts_it(browser):
    open_sketch(browser)
    click(browser, "sketch-save")
    field = dialog(browser).find_element(By.CSS_SELECTOR, "input[name='name']")
    assert field.get_attribute("maxlength") is None, "the server counts a name's characters, not the field"
    field.send_keys("A" * 25)
    answer(browser, "join")
    WebDriverWait(browser, 10).until(lambda d: "at most 24 characters" in dialog(d).text)
    # 24 characters, 38 UTF-16 units (letters beyond the BMP, accents combined): what a maxlength of 24 would cut.
    # ChromeDriver types BMP characters only, so the name is put in the field as a paste would.
    name = unique("Zoë") + "\U0001d4d0e\u0301" * 7
    browser.execute_script("arguments[0].value = arguments[1]", field, name)
    answer(browser, "join")
    WebDriverWait(browser, 10).until(lambda d: pad(d)["saved"] == "true")
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tessera.player')).name") == name


def choose(driver, color=None, width=None):
    if color:
        driver.find_element(By.CSS_SELECTOR, f".sketch-swatch[data-color='{color}']").click()
    if width:
        driver.find_element(By.CSS_SELECTOR, f".sketch-width[data-width='{width}']").click()


def polyline(driver, points):
    """One stroke through points (paper fractions), drawn with the mouse through DevTools, a sample every 4 px."""
    mouse = lambda kind, x, y: driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": 0 if kind == "mouseReleased" else 1, "clickCount": 1})
    screen = [at(driver, *point) for point in points]
    mouse("mousePressed", *screen[0])
    for (x0, y0), (x1, y1) in zip(screen, screen[1:]):
        steps = max(1, round(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 / 4))
        for step in range(1, steps + 1):
            mouse("mouseMoved", x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
    mouse("mouseReleased", *screen[-1])


def draw_scene(driver):
    """A sun, hills, a house and two birds, in the toolbar's colours and widths: 13 strokes."""
    import math
    aspect = paper(driver)["width"] / paper(driver)["height"]
    circle = lambda cx, cy, r, a0=0, a1=2 * math.pi, n=28: [
        (cx + r * math.cos(a0 + (a1 - a0) * i / n) / aspect, cy + r * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]
    choose(driver, "#fcc419", 10)
    polyline(driver, circle(0.78, 0.2, 0.08))
    choose(driver, "#f08c00", 5)
    for k in range(4):
        angle = math.pi * (0.6 + 0.25 * k)
        polyline(driver, [(0.78 + 0.11 * math.cos(angle) / aspect, 0.2 + 0.11 * math.sin(angle)),
                          (0.78 + 0.16 * math.cos(angle) / aspect, 0.2 + 0.16 * math.sin(angle))])
    choose(driver, "#2f9e44", 20)
    polyline(driver, [(i / 40, 0.78 - 0.06 * math.sin(i / 40 * 7)) for i in range(41)])
    choose(driver, "#1971c2", 5)
    polyline(driver, [(0.3, 0.72), (0.3, 0.5), (0.48, 0.5), (0.48, 0.72)])
    choose(driver, "#e03131", 10)
    polyline(driver, [(0.28, 0.52), (0.39, 0.36), (0.5, 0.52)])
    choose(driver, "#1f2937", 5)
    for x, y in ((0.14, 0.22), (0.24, 0.16)):
        polyline(driver, circle(x, y, 0.03, math.pi * 1.1, math.pi * 1.5, 8))
        polyline(driver, circle(x + 0.04 / aspect, y, 0.03, math.pi * 1.5, math.pi * 1.9, 8))
    mouse_dot(driver, 0.62, 0.62)


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
