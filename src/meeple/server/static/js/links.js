// Links a person copies to pass on: a read-only field and a Copy button.
import { el } from "./dom.js";

function selectAndCopy(input) {
  input.select();
  return document.execCommand ? document.execCommand("copy") : false;
}

/** A button that copies text to the clipboard and says so. */
export function copyButton(text, input) {
  const button = el("button", { type: "button", class: "copy", text: "copy" });
  button.addEventListener("click", async () => {
    let done = false;
    try {
      await navigator.clipboard.writeText(text);
      done = true;
    } catch (_error) {
      done = input ? selectAndCopy(input) : false;
    }
    button.textContent = done ? "copied" : "select and copy";
    setTimeout(() => {
      button.textContent = "copy";
    }, 1500);
  });
  return button;
}

/** One labelled link row: name, the URL in a read-only field, Copy, and Open. */
export function linkRow(name, url, { open = true } = {}) {
  const input = el("input", { class: "link", readonly: true, value: url, "aria-label": name });
  input.addEventListener("focus", () => input.select());
  return el("div", { class: "link-row" },
    el("span", { class: "link-name", text: name }),
    input,
    copyButton(url, input),
    open ? el("a", { class: "button", href: url, target: "_blank", rel: "noopener", text: "open" }) : null);
}
