"""What the page's speed scripts (sketch-undo-speed, sketch-live-speed) share: a throwaway server and a headless
Chromium without its 60 Hz frame limit, so a figure is the work, not the wait for vsync."""
import os
import re
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def start_server(binary):
    """Starts `binary serve` on a free port with a throwaway database; returns (process, its URL)."""
    if not os.path.exists(binary):
        sys.exit(f"no server at {binary}: run `swift build` first, or start one and pass --url")
    database = os.path.join(tempfile.mkdtemp(prefix="sketch-speed-"), "speed.sqlite")
    server = subprocess.Popen([binary, "serve", "--port", "0", "--database", f"sqlite:{database}"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in server.stdout:
        found = re.search(r"ready at (http://\S+)", line)
        if found:
            return server, found.group(1)
    sys.exit("the server did not start")


def browser(scale):
    """Headless Chromium, 1280×800 CSS pixels at `scale` device pixels each, with no frame rate limit."""
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,800",
                 "--hide-scrollbars", "--disable-frame-rate-limit", "--disable-gpu-vsync"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1280, "height": 800, "deviceScaleFactor": scale, "mobile": False})
    return driver
