// The strings of the export bar (ui/export): Download GIF, SVG and PNG
// under the walkthrough's and the explorer's board, and the captions of the
// exported frames. Plain data, no side effects: the bar adds this table
// with addStrings() when it is created. Never parsed as HTML.

export default {
  en: {
    'export.title': 'Export for slides',
    'export.gif': 'Download GIF',
    'export.svg': 'Download SVG',
    'export.png': 'Download PNG',
    'export.working': 'Drawing {count} frames…',
    'export.done': 'Saved {file}: {count} frames, {size}, made in {seconds} s.',
    'export.doneImage': 'Saved {file}.',
    'export.failed': 'Export failed: {message}',
    'export.step': 'Step {k}:',
    'export.alt': '{n}-queens board at step {k}',
  },
  zh: {
    'export.title': '导出到幻灯片',
    'export.gif': '下载 GIF',
    'export.svg': '下载 SVG',
    'export.png': '下载 PNG',
    'export.working': '正在绘制 {count} 帧……',
    'export.done': '已保存 {file}：{count} 帧，{size}，用时 {seconds} 秒。',
    'export.doneImage': '已保存 {file}。',
    'export.failed': '导出失败：{message}',
    'export.step': '第{k}步：',
    'export.alt': '{n} 皇后棋盘，第{k}步',
  },
};
