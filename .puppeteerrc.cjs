// Puppeteer's own browser download cannot reach its host on a closed network.
// Where the system has Chromium (Debian's `chromium`), use it and skip the download;
// elsewhere puppeteer downloads its own browser as usual.
const { execSync } = require('node:child_process');

function systemChromium() {
  if (process.env.PUPPETEER_EXECUTABLE_PATH) return process.env.PUPPETEER_EXECUTABLE_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    try {
      const found = execSync(`command -v ${name}`, { stdio: ['ignore', 'pipe', 'ignore'], shell: '/bin/sh' })
        .toString()
        .trim();
      if (found) return found;
    } catch {
      // not installed under this name
    }
  }
  return undefined;
}

const executablePath = systemChromium();

module.exports = executablePath ? { executablePath, skipDownload: true } : {};
