import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [who, path] = process.argv.slice(2);
const login = who === 'partner' ? ['employee/login', '9876500002'] : ['user/login', '9876500001'];
for (const width of [375, 1280]) {
  for (const js of [false, true]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: js, isMobile: width < 500, userAgent: width < 500 ? 'Mozilla/5.0 (Linux; Android 10) Mobile Chrome/130' : undefined });
    await context.addCookies([{ name: 'sn_near', value: '13.0827:80.2707', url: 'http://localhost:8090' }]);
    const r = await context.request.post('http://localhost:8090/api/' + login[0], { data: { mobile: login[1], password: 'demo1234' } });
    if (!r.ok()) console.log('login', r.status(), await r.text());
    const page = await context.newPage();
    if (js) { await page.goto('http://localhost:8090/pages/about-us'); await page.evaluate(() => 0); }
    await page.goto('http://localhost:8090' + path, { waitUntil: js ? 'networkidle' : 'load' });
    const name = `/tmp/shot-${who}-${width}-${js ? 'js' : 'nojs'}.png`;
    await page.screenshot({ path: name });
    console.log(name, (await page.content()).includes('data-remote-snapshot'));
    await context.close();
  }
}
await browser.close();
