"""The browsable report checked in a real browser (Reports.md, "Checked in a browser").

Opens pages of a report written by `voicenav report` in headless Chromium (Debian's
chromium and chromium-driver, through selenium), runs axe-core on each (WCAG 2.0, 2.1 and
2.2 A and AA rules) and fails on any serious or critical violation or any console error.
It also checks what axe cannot: the skip link is the first stop of the keyboard, every
item of a screen's list can be focused and lights its element in the picture, and the
index's filters hide rows. With --screenshot FILE it saves a picture of the first screen
page, to be looked at by eye.

axe-selenium-python drives axe; the axe-core script it bundles predates WCAG 2.2, so the
newer one packaged in axe-playwright-python (installed without its dependencies, for its
script only) is the one injected.

    python report_check.py REPORT_DIR [--every N] [--screenshot FILE]
"""
import os
import sys
from pathlib import Path

import axe_playwright_python
from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

AXE_SCRIPT = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
AXE_OPTIONS = "{runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']}}"


def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1000"):
        options.add_argument(argument)
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def check(driver, page, problems):
    driver.get(page.as_uri())
    # The page's own console, before axe runs (axe asks for the style sheet by XMLHttpRequest
    # itself, which file:// refuses: its errors are axe's, not the page's).
    for entry in driver.get_log("browser"):
        if entry["level"] == "SEVERE":
            problems.append(f"{page.name}: console error: {entry['message']}")
    axe = Axe(driver, script_url=AXE_SCRIPT)
    axe.inject()
    results = axe.run(options=AXE_OPTIONS)
    driver.get_log("browser")
    for violation in results["violations"]:
        if violation["impact"] in ("serious", "critical"):
            targets = [node["target"] for node in violation["nodes"][:3]]
            problems.append(f"{page.name}: axe {violation['impact']}: {violation['id']}: {violation['help']} {targets}")
    # The keyboard: the first Tab reaches the skip link, which is then visible.
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    active = driver.switch_to.active_element
    if active.get_attribute("class") != "skip" or active.rect["y"] < 0:
        problems.append(f"{page.name}: the first Tab does not show the skip link")
    items = driver.find_elements(By.CSS_SELECTOR, "ol.items > li[data-item]")
    for item in items[:5]:
        number = item.get_attribute("data-item")
        driver.execute_script("arguments[0].focus()", item)
        lit = driver.find_elements(By.CSS_SELECTOR, f'svg.screen g.active[data-item="{number}"]')
        if driver.switch_to.active_element != item or not lit:
            problems.append(f"{page.name}: item {number} cannot be focused or does not light its element")
    for entry in driver.get_log("browser"):
        if entry["level"] == "SEVERE":
            problems.append(f"{page.name}: console error: {entry['message']}")


def check_filters(driver, index, problems):
    driver.get(index.as_uri())
    rows = driver.find_elements(By.CSS_SELECTOR, "table.screens tbody tr")
    select = driver.find_element(By.ID, "filter-level")
    driver.execute_script("arguments[0].value = 'none'; arguments[0].dispatchEvent(new Event('change'))", select)
    shown = [row for row in rows if row.is_displayed()]
    expected = [row for row in rows if row.get_attribute("data-level") == "none"]
    if len(shown) != len(expected):
        problems.append(f"index.html: the findings filter shows {len(shown)} rows, not {len(expected)}")


def main(arguments):
    folder = Path(arguments[0]).resolve()
    every = int(arguments[arguments.index("--every") + 1]) if "--every" in arguments else 1
    screenshot = arguments[arguments.index("--screenshot") + 1] if "--screenshot" in arguments else None
    pages = [folder / "index.html"] + sorted((folder / "screens").glob("*.html"))[::every]
    problems = []
    driver = browser()
    try:
        for page in pages:
            check(driver, page, problems)
        check_filters(driver, folder / "index.html", problems)
        if screenshot and len(pages) > 1:
            driver.get(pages[1].as_uri())
            driver.save_screenshot(screenshot)
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"report_check: {len(pages)} pages of {folder}: {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
