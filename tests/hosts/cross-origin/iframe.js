// The cross-origin iframe page (tests/hosts/README.md): a dark Chinese page
// with an embed.html iframe from the "CDN" origin given in ?cdn=, as the
// Share dialog's iframe snippet writes it; hosts.spec.mjs adds the CDN's
// embed-resize.js only after the frame has posted its height (the race).
const cdn = new URL(window.location.href).searchParams.get('cdn');
if (cdn) {
  window.addEventListener('DOMContentLoaded', () => {
    const frame = document.createElement('iframe');
    Object.assign(frame, { id: 'embed', title: 'N 皇后', width: 600, height: 200, src: new URL('embed.html?n=6&narration', `${cdn}/`).href });
    document.body.append(frame);
  });
}
