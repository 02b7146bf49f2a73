// The few sentences only the <n-queens> element shows, in English and
// Chinese (all the others are shared with the page). Plain data: the
// element adds the table with addStrings() and shows it through t().
// Text only, never HTML.

export default {
  en: {
    'element.solution': 'Solution {k} of the {n}-queens puzzle: {coords}',
    'element.none': 'The {n}-queens puzzle has no solution.',
    // The solution worker could not load (no message of its own): most likely the page's policy.
    'element.workerFailed': 'This board could not be found: its Web Worker could not start. The page’s Content-Security-Policy probably forbids it: its worker-src must allow {sources}.',
    // Either the wasm core or a stylesheet: the message says which file.
    'element.loadError': 'The widget could not be loaded: {message}',
    // Its module loaded from another origin, its wasm or stylesheets not (that server's CORS headers).
    'element.loadErrorCrossOrigin': 'The widget could not load its files from {origin} ({message}). That server must let this site load them: it must send the header Access-Control-Allow-Origin (CORS) with every file.',
    // The page's Content-Security-Policy refused to compile the wasm: the browser's message names 'unsafe-eval', too broad.
    'element.wasmBlocked': 'The widget could not start: the page’s Content-Security-Policy does not let it compile WebAssembly. Its script-src must allow \'wasm-unsafe-eval\' (not \'unsafe-eval\', which would allow eval() too).',
    // nqueens-loader.js's sentence when the element's module does not load (the loader keeps a copy: it cannot import this table).
    'element.loaderError': 'The N-Queens widget could not be loaded from {origin}. If that is another site, its server must send the header Access-Control-Allow-Origin (CORS) with these files.',
  },
  zh: {
    'element.solution': '{n}皇后问题的第{k}个解：{coords}',
    'element.none': '{n}皇后问题无解。',
    'element.workerFailed': '无法求出这个棋盘：它的 Web Worker 无法启动。很可能是网页的内容安全策略（Content-Security-Policy）不允许：它的 worker-src 必须允许 {sources}。',
    'element.loadError': '无法加载组件：{message}',
    'element.loadErrorCrossOrigin': '组件无法从 {origin} 加载其文件（{message}）。该服务器必须允许本网站加载它们：需要随每个文件发送 Access-Control-Allow-Origin 响应头（CORS）。',
    'element.wasmBlocked': '组件无法启动：网页的内容安全策略（Content-Security-Policy）不允许它编译 WebAssembly。它的 script-src 必须允许 \'wasm-unsafe-eval\'（而不是 \'unsafe-eval\'，那样也会允许 eval()）。',
    'element.loaderError': '无法从 {origin} 加载 N 皇后组件。如果那是另一个网站，它的服务器必须随这些文件发送 Access-Control-Allow-Origin 响应头（CORS）。',
  },
};
