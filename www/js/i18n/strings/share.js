// The strings of the "Share / embed" dialog (page/share-dialog.js), in
// English and Chinese. Plain data: the dialog adds them with addStrings()
// when it is first opened. (Its button's label, 'share.open', is in the
// page's core table: the button shows before the dialog is loaded.)

export default {
  en: {
    'share.title': 'Share or embed this view',
    'share.lead': 'Each snippet shows what this page shows now: the mode, the board size, the step, the code view and the language.',
    'share.link': 'Link to this view',
    'share.iframe': 'As an iframe (any site or blog; embed-resize.js makes it as tall as its content)',
    'share.element': 'As the <n-queens> element (pages that can load a module script)',
    'share.copy.link': 'Copy the link',
    'share.copy.iframe': 'Copy the iframe snippet',
    'share.copy.element': 'Copy the element snippet',
    'share.copied': 'Copied.',
    'share.copyByHand': 'Copying is not allowed here: the text is selected, press Ctrl+C (⌘C).',
    'share.close': 'Close',
  },
  zh: {
    'share.title': '分享或嵌入当前视图',
    'share.lead': '下面每段代码都显示本页此刻的内容：模式、棋盘大小、步数、代码视图和语言。',
    'share.link': '当前视图的链接',
    'share.iframe': '用 iframe 嵌入（任何网站或博客均可；embed-resize.js 会让它随内容调整高度）',
    'share.element': '用 <n-queens> 元素嵌入（页面需能加载模块脚本）',
    'share.copy.link': '复制链接',
    'share.copy.iframe': '复制 iframe 代码',
    'share.copy.element': '复制元素代码',
    'share.copied': '已复制。',
    'share.copyByHand': '此处不允许自动复制：文字已选中，请按 Ctrl+C（⌘C）。',
    'share.close': '关闭',
  },
};
