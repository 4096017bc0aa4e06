"""What the Sketch tab's browser tests share: finding the pad and its canvases, reading its pixels, drawing
with a mouse, a finger (DevTools touch events) and a pen (DevTools pen events with pressure), keys and buttons,
drawings kept in the browser, downloads, the save and open dialogs."""
import json
import os
import random
import struct
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_page import URL, open_page, set_viewport

COMMITTED = "#sketch .sketch-pad .sketch-committed"


LIVE = "#sketch .sketch-pad .sketch-live"
TRAIL = "#sketch .sketch-pad .sketch-trail"


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


def canvas_ink(driver, selector):
    """True when any canvas `selector` finds shows anything (a pixel that is not transparent)."""
    return driver.execute_script("""
        for (const canvas of document.querySelectorAll(arguments[0])) {
          const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) return true;
        }
        return false;""", selector)


def live_ink(driver):
    """True when the live overlay or the trail under it shows anything (a stroke in progress, strokes the
    eraser dims)."""
    return canvas_ink(driver, f"{LIVE}, {TRAIL}")


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


def pen_stroke(driver, start, end, pressures, pressed=None):
    """Draws with a pen (DevTools mouse events of pointer type pen) with a pressure per sample; `pressed()`, when
    given, is called once the pen is down and a frame has passed, and its answer returned."""
    x0, y0 = at(driver, *start)
    x1, y1 = at(driver, *end)
    pen = lambda kind, x, y, force, held=1: driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": held, "clickCount": 1, "pointerType": "pen", "force": force})
    pen("mousePressed", x0, y0, pressures[0])
    result = None
    if pressed:
        time.sleep(0.05)
        result = pressed()
    steps = len(pressures) - 1
    for step in range(1, steps + 1):
        pen("mouseMoved", x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps, pressures[step])
        time.sleep(0.016)
    pen("mouseReleased", x1, y1, 0, 0)
    return result


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
    """The drawing this tab keeps in the browser (its wire form parsed), once it has `count` strokes."""
    def read(d):
        text = d.execute_script("return localStorage.getItem(document.getElementById('sketch-stage').dataset.kept)")
        drawing = json.loads(json.loads(text)["wire"]) if text else None
        return drawing if drawing and (count is None or len(drawing["strokes"]) == count) else False
    return WebDriverWait(driver, timeout).until(read)


def random_drawing(count, seed, width=1200, height=800, dots=False):
    """The wire form of `count` random strokes of 10–14 points (half of living width), or of `count` dots."""
    rng = random.Random(seed)
    strokes = []
    for _ in range(count):
        x, y = rng.uniform(20, width - 20), rng.uniform(20, height - 20)
        points = [round(x, 2), round(y, 2)]
        for _ in range(0 if dots else rng.randint(9, 13)):
            x, y = min(width, max(0, x + rng.uniform(-18, 18))), min(height, max(0, y + rng.uniform(-18, 18)))
            points += [round(x, 2), round(y, 2)]
        stroke = {"color": rng.choice(["#1f2937", "#e03131", "#2f9e44", "#1971c2"]), "width": rng.choice([2, 5, 10]), "points": points}
        if not dots and rng.random() < 0.5:
            stroke["widths"] = [round(stroke["width"] * rng.uniform(0.4, 1), 2) for _ in range(len(points) // 2)]
        strokes.append(stroke)
    return {"version": 1, "name": f"{count} strokes", "width": width, "height": height, "background": "#ffffff", "strokes": strokes}


def open_kept(driver, wire):
    """Keeps `wire` as the drawing in progress (where an earlier version kept it: the tab takes that place first)
    and reloads the tab, which opens it through the model."""
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


def shared_view(driver, path):
    """Opens a share link's address and waits until the read-only view shows a drawing or says why not."""
    driver.get(URL + path)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return ['shown', 'missing'].includes(document.querySelector('#sketch .sketch-shared')?.dataset.state)"))
    return driver.execute_script("return document.querySelector('#sketch .sketch-shared').dataset.state")


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
