// The announcement over every room screen and on the phones' clock page (/api/announcement):
// the line is set as text, never as markup, and hidden when it is cleared or its time is
// over (by the server's clock). ``announcementLoader(node, shown)`` is a goLive loader
// keeping ``node`` showing the line, calling ``shown()`` after each change.
import { api, serverNow } from "./floor.js";

export function announcementLoader(node, shown = () => {}) {
  let timer = null;
  const show = (line) => {
    clearTimeout(timer);
    node.textContent = line ? line.text : "";
    node.hidden = !line;
    if (line && line.until !== null) timer = setTimeout(() => show(null), Math.max(0, line.until * 1000 - serverNow()));
    shown();
  };
  node.hidden = true;
  return {
    documents: ["/api/announcement"],
    load: () => api("/api/announcement").then((d) => show(d.announcement), () => {}),
  };
}
