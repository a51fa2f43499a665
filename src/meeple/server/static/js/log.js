// The game log: every event the server told this page, as sentences, in one scrollable list
// that keeps the whole game. The server's welcome/sync carries the log so far; each update
// adds its events.
import { phraseNode } from "./dom.js";

/** The phrases of a log as the server sends it: phrases, or {version, events} entries. */
export function logPhrases(log) {
  const phrases = [];
  for (const item of log || []) {
    if (Array.isArray(item)) phrases.push(item);
    else if (item && Array.isArray(item.events)) phrases.push(...item.events);
    else if (item && Array.isArray(item.phrase)) phrases.push(item.phrase);
  }
  return phrases;
}

/** Keeps a list element in step with a list of phrases, appending what is new. */
export class LogView {
  constructor(list) {
    this.list = list;
    this.source = null;
    this.shown = 0;
    // the log follows the newest entry until the reader scrolls up, and again once they
    // scroll back down to it
    this.follow = true;
    list.addEventListener("scroll", () => {
      this.follow = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    }, { passive: true });
  }

  show(phrases) {
    const fresh = phrases !== this.source || phrases.length < this.shown;
    if (fresh) {
      this.list.replaceChildren();
      this.source = phrases;
      this.shown = 0;
    }
    for (; this.shown < phrases.length; this.shown += 1) {
      this.list.append(phraseNode(phrases[this.shown], "li", { class: "log-entry" }));
    }
    if (this.follow || fresh) this.list.scrollTop = this.list.scrollHeight;
  }

  /** Marks the last count entries as the newest (the replay's current step). */
  markLast(count) {
    const items = this.list.children;
    for (let i = 0; i < items.length; i += 1) items[i].classList.toggle("latest", i >= items.length - count);
    const first = items[items.length - count];
    if (first) first.scrollIntoView({ block: "nearest" });
  }
}
