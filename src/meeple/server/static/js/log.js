// The game log: every event the server told this page, as sentences, in one scrollable list
// that keeps the whole game. The server groups the log by the change that made it
// ({version, events}: docs/server.md, "The socket"); the page keeps those groups, so it can
// mark the news of the latest change, and the news it missed while it was away.
import { el, phraseNode } from "./dom.js";

/** A log as the server sends it ([{version, events}]), without the groups that tell nothing. */
export function logGroups(log) {
  return (log || []).filter((item) => item && Array.isArray(item.events) && item.events.length)
    .map((item) => ({ version: Number(item.version), events: item.events }));
}

/** Keeps a list element in step with a list of groups, appending what is new. */
export class LogView {
  constructor(list) {
    this.list = list;
    this.source = null;
    this.shown = 0;
    this.entries = [];
    this.divider = el("li", { class: "log-divider", text: "while you were away" });
    // the log follows the newest entry until the reader scrolls up, and again once they
    // scroll back down to it
    this.follow = true;
    list.addEventListener("scroll", () => {
      this.follow = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    }, { passive: true });
  }

  /**
   * Shows groups ([{version, events}]); the entries of version `latest` are marked as the
   * latest news, those after version `missedAfter` (when not null) as missed, under a divider.
   */
  show(groups, { latest = null, missedAfter = null } = {}) {
    const fresh = groups !== this.source || groups.length < this.shown;
    if (fresh) {
      this.list.replaceChildren();
      this.source = groups;
      this.shown = 0;
      this.entries = [];
    }
    for (; this.shown < groups.length; this.shown += 1) {
      const group = groups[this.shown];
      for (const phrase of group.events) {
        const node = phraseNode(phrase, "li", { class: "log-entry", dataset: { version: group.version } });
        this.entries.push({ version: group.version, node });
        this.list.append(node);
      }
    }
    const firstMissed = this.mark(latest, missedAfter);
    if (this.follow || fresh) this.scrollTo(firstMissed);
  }

  /** Marks the entries; answers the first missed one (or null). */
  mark(latest, missedAfter) {
    let firstMissed = null;
    for (const { version, node } of this.entries) {
      const missed = missedAfter !== null && version > missedAfter;
      node.classList.toggle("latest", latest !== null && version === latest);
      node.classList.toggle("missed", missed);
      if (missed && firstMissed === null) firstMissed = node;
    }
    if (firstMissed) this.list.insertBefore(this.divider, firstMissed);
    else this.divider.remove();
    return firstMissed;
  }

  /** Scrolls the list (never the page) to its end, or up to the divider if it would be out of sight. */
  scrollTo(firstMissed) {
    const list = this.list;
    list.scrollTop = list.scrollHeight;
    if (!firstMissed) return;
    const above = this.divider.getBoundingClientRect().top - list.getBoundingClientRect().top;
    if (above < 0) list.scrollTop += above;
  }
}
