// How this project launches the system Firefox ESR (scripts/ensure-firefox.sh)
// for the Firefox suite (tests/firefox/): puppeteer-core over WebDriver BiDi.
// puppeteer-core has no browser of its own and downloads none; it starts
// this binary with a fresh profile. The preferences keep Firefox off the
// network at start (this machine has none but the package registries), ask
// for reduced motion (as the Chromium suite does: no autoplay, no
// animations to wait for) and send downloads to a folder without asking.

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Firefox preferences for a test run; `downloads`: the folder downloads land in. */
export function firefoxPrefs({ downloads }) {
  return {
    // prefers-reduced-motion: reduce
    'ui.prefersReducedMotion': 1,
    // Downloads: straight into `downloads`, no dialog, no panel.
    'browser.download.folderList': 2,
    'browser.download.dir': downloads,
    'browser.download.useDownloadDir': true,
    'browser.download.always_ask_before_handling_new_types': false,
    'browser.download.alwaysOpenPanel': false,
    'browser.download.start_downloads_in_tmp_dir': false,
    // Quiet: no update checks, telemetry, captive-portal or safe-browsing lookups.
    'app.update.enabled': false,
    'browser.safebrowsing.downloads.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
  };
}
