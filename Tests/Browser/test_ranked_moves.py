"""Browser tests of what a ranked game sends: only the moves that change the board (kept games logged by an
earlier page lose their idle moves before they go), results sent again after a busy server's Retry-After,
and players' names shown with dir=auto, wrapped between their words on a phone."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_page import (browser, join, make_driver, notation, open_page, play_until_over,  # noqa: F401 (pytest fixtures)
                       press_until_change, reduced_motion, saved_ranked, settle, shared_rows, shot, show_leaderboard,
                       start_ranked_game, text_of, unique, wait_for_text)

LETTERS = {Keys.ARROW_LEFT: "L", Keys.ARROW_RIGHT: "R", Keys.ARROW_UP: "U", Keys.ARROW_DOWN: "D"}


def play_with_idle_moves(driver, idle=2, moved=4, limit=80):
    """Presses one arrow until it changes nothing, then the next one (left, up, right, down), until `idle` keys
    changed nothing and `moved` moved the tiles; returns the letters of every key pressed and of those that moved."""
    body = driver.find_element(By.TAG_NAME, "body")
    keys = [Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN]
    pressed, changed, idles = "", "", 0
    for _ in range(limit):
        key = keys[idles % len(keys)]
        before = notation(driver)
        body.send_keys(key)
        settle(driver)
        pressed += LETTERS[key]
        if notation(driver) != before:
            changed += LETTERS[key]
        else:
            idles += 1
        if idles >= idle and len(changed) >= moved:
            return pressed, changed
    raise AssertionError(f"fewer than {idle} idle moves in {limit} keys: {pressed}")


def watch_results(driver, busy=0):
    """From the next page load on, keeps each result the page submits (`{ moves, status }`) in
    `window.sentResults`, and answers the first `busy` of them itself with a 429 and `Retry-After: 1`."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.sentResults = [];
        let busy = %d;
        const send = window.fetch.bind(window);
        window.fetch = async (input, init = {}) => {
          if (!String(input).endsWith('/result')) return send(input, init);
          const sent = { moves: JSON.parse(init.body).moves, status: 0 };
          window.sentResults.push(sent);
          if (busy-- > 0) {
            sent.status = 429;
            return new Response(JSON.stringify({ error: 'too many requests; try again in 1 s' }),
              { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } });
          }
          const response = await send(input, init);
          sent.status = response.status;
          return response;
        };""" % busy})


def sent_results(driver, count):
    """The results the page submitted, once `count` of them have been answered."""
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return window.sentResults.filter((sent) => sent.status !== 0).length") >= count)
    return driver.execute_script("return window.sentResults")


def edit_saved_game(driver, script, *arguments):
    """Runs `script` on the saved game (`saved`: { save, ranked, … }) and stores it again."""
    driver.execute_script("const saved = JSON.parse(localStorage.getItem('tessera.save'));" + script
                          + "; localStorage.setItem('tessera.save', JSON.stringify(saved))", *arguments)


def test_a_ranked_game_records_only_the_moves_that_change_the_board_and_survives_a_reload(browser):
    reduced_motion(browser)
    join(browser, unique("Emil"))
    start_ranked_game(browser, size="4")
    pressed, changed = play_with_idle_moves(browser)
    ranked = saved_ranked(browser)
    assert ranked["moves"] == changed, pressed   # a key that changed nothing is not in the log
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert text_of(browser, "ranked-badge") == "Ranked"   # the rules replay the log to the saved game
    assert saved_ranked(browser)["id"] == ranked["id"]
    play_until_over(browser)
    final = int(browser.find_element(By.ID, "score").text)
    assert wait_for_text(browser, "overlay-verdict", "Verified:").startswith(f"Verified: {final} points")
    assert len(saved_ranked(browser)["moves"]) == saved_ranked(browser)["result"]["moveCount"]


def test_a_saved_ranked_game_whose_moves_do_not_reach_it_is_resumed_unranked(browser):
    reduced_motion(browser)
    join(browser, unique("Uma"))
    start_ranked_game(browser, size="4")
    for _ in range(3):
        assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN])
    edit_saved_game(browser, "saved.ranked.moves = saved.ranked.moves.slice(0, -1)")
    browser.refresh()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    assert text_of(browser, "ranked-badge") == "Unranked"
    assert "incomplete" in text_of(browser, "ranked-status")


def test_ranked_games_an_earlier_page_kept_with_idle_moves_are_sent_without_them(browser):
    """An earlier page logged every key, idle moves included. A daily challenge it left on an earlier day (sent
    when the page starts) and the game it was playing (resumed, then left for a new one) go without them."""
    reduced_motion(browser)
    join(browser, unique("Ines"))
    watch_results(browser)
    start_ranked_game(browser, size="4")
    pressed, changed = play_with_idle_moves(browser)
    saved = browser.execute_script("return JSON.parse(localStorage.getItem('tessera.save'))")
    stash = {"id": saved["ranked"]["id"], "save": saved["save"],
             "ranked": {**saved["ranked"], "moves": pressed, "daily": "2020-01-02"}}
    browser.execute_script("""localStorage.setItem('tessera.daily', JSON.stringify({ [arguments[0].id]: arguments[0] }));
        localStorage.removeItem('tessera.save');""", stash)
    open_page(browser)
    assert "previous game was verified" in wait_for_text(browser, "previous-result", "verified")
    assert sent_results(browser, 1) == [{"moves": changed, "status": 201}]

    WebDriverWait(browser, 10).until(lambda d: text_of(d, "ranked-badge") == "Ranked")
    pressed, changed = play_with_idle_moves(browser)
    edit_saved_game(browser, "saved.ranked.moves = arguments[0]", pressed)
    open_page(browser)
    assert text_of(browser, "ranked-badge") == "Ranked"   # without its idle moves, the log replays to the save
    browser.find_element(By.ID, "new-game").click()
    assert "previous game was verified" in wait_for_text(browser, "previous-result", "verified")
    assert sent_results(browser, 1) == [{"moves": changed, "status": 201}]


def test_a_result_a_busy_server_refused_is_sent_again_after_its_retry_after_twice_at_most(browser):
    reduced_motion(browser)
    join(browser, unique("Kai"))
    watch_results(browser, busy=3)
    open_page(browser)
    start_ranked_game(browser)
    play_until_over(browser)
    waiting = wait_for_text(browser, "overlay-verdict", "trying again")
    assert waiting == "Verifying your score: the server is busy; trying again in 1 second…"
    shot(browser, "ranked-result-waits-for-a-busy-server.png")
    # Three answers of 429 in a row: after two tries again the page leaves the next one to the player.
    assert "too many requests" in wait_for_text(browser, "overlay-verdict", "could not be verified")
    assert [sent["status"] for sent in sent_results(browser, 3)] == [429, 429, 429]
    assert browser.find_element(By.ID, "overlay-retry").is_displayed()
    browser.find_element(By.ID, "overlay-retry").click()
    final = int(browser.find_element(By.ID, "score").text)
    assert wait_for_text(browser, "overlay-verdict", "Verified:").startswith(f"Verified: {final} points")
    assert [sent["status"] for sent in sent_results(browser, 4)] == [429, 429, 429, 201]


def test_player_names_are_shown_with_dir_auto(browser):
    reduced_motion(browser)
    name = unique("مريم")
    join(browser, name)
    assert browser.find_element(By.ID, "player-name").get_attribute("dir") == "auto"
    welcome = browser.find_element(By.CSS_SELECTOR, "#player-message [dir='auto']")
    assert welcome.get_attribute("textContent") == name
    start_ranked_game(browser, spawn="twos-only")
    status = browser.find_element(By.CSS_SELECTOR, "#ranked-status [dir='auto']")
    assert status.get_attribute("textContent") == name
    assert f"\u2068{name}\u2069" in browser.find_element(By.ID, "ranked-badge").get_attribute("title")
    play_until_over(browser)
    wait_for_text(browser, "overlay-verdict", "Verified:")
    show_leaderboard(browser, "2048-3-twos-only")
    WebDriverWait(browser, 10).until(lambda d: shared_rows(d))
    names = browser.find_elements(By.CSS_SELECTOR, "#shared-body td.name")
    assert names and all(cell.get_attribute("dir") == "auto" for cell in names)
    shot(browser, "right-to-left-name.png")


def test_a_long_name_on_a_phone_leaderboard_wraps_between_its_words_not_inside_them():
    phone = make_driver(390, 844)
    try:
        reduced_motion(phone)
        name = unique("Bartholomew Hohen")   # 24 characters, the longest a name may be; its first word, in bold,
        # is wider than a fixed share of the row would give it, but not than the room the numbers leave.
        join(phone, name)
        start_ranked_game(phone, spawn="twos-only")
        play_until_over(phone)
        wait_for_text(phone, "overlay-verdict", "Verified:")
        show_leaderboard(phone, "2048-3-twos-only")
        WebDriverWait(phone, 10).until(lambda d: shared_rows(d))
        # Each word of the player's own (bold) name is drawn on one line: a range over it has one box.
        boxes = phone.execute_script("""
            const cell = document.querySelector('#shared-body tr.you td.name');
            const text = cell.firstChild;
            return [...text.data.matchAll(/\\S+/g)].map((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return [word[0], range.getClientRects().length];
            });""")
        assert [word for word, _ in boxes] == name.split()
        assert all(count == 1 for _, count in boxes), boxes
        shot(phone, "long-name-on-a-phone-leaderboard.png")
    finally:
        phone.quit()


def test_a_game_closed_at_its_opening_by_a_later_start_says_so_instead_of_verified(browser):
    reduced_motion(browser)
    join(browser, unique("Ines"))
    open_page(browser)
    start_ranked_game(browser)
    assert press_until_change(browser, [Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_UP])
    # Another device of the same player starts a game on the same board: the server closes this one at its opening.
    browser.set_script_timeout(10)
    status = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const { token } = JSON.parse(localStorage.getItem('tessera.player'));
        fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ game: '2048', size: 3, spawn: 'twos-and-fours' }) }).then((answer) => done(answer.status));""")
    assert status == 201
    play_until_over(browser)
    verdict = wait_for_text(browser, "overlay-verdict", "could not be verified")
    assert "was closed at its opening when you started another game on its board" in verdict
    assert "Verified" not in verdict
