// Building the page from data without ever parsing it as HTML: every text goes in through
// textContent, every class through classList, so a name such as "<script>" shows as text and
// the strict Content-Security-Policy (no inline script, no inline style) holds.

const SVG_NS = "http://www.w3.org/2000/svg";

function applyProps(node, props) {
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") {
      for (const name of String(value).split(/\s+/)) if (name) node.classList.add(name);
    } else if (key === "text") {
      node.textContent = String(value);
    } else if (key === "on") {
      for (const [event, handler] of Object.entries(value)) node.addEventListener(event, handler);
    } else if (key === "dataset") {
      for (const [name, data] of Object.entries(value)) node.dataset[name] = String(data);
    } else if (key === "style") {
      throw new Error("styles are set through classes");
    } else if (value === true) {
      node.setAttribute(key, "");
    } else {
      node.setAttribute(key, String(value));
    }
  }
}

function appendAll(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** An HTML element: el("button", {class: "primary", text: "Bank", on: {click}}, ...children). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  applyProps(node, props);
  return appendAll(node, children);
}

/** An SVG element, with the same props as el. */
export function svg(tag, props = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  applyProps(node, props);
  return appendAll(node, children);
}

/** Removes every child of node, then appends children. */
export function replaceChildren(node, ...children) {
  node.replaceChildren();
  return appendAll(node, children);
}

/** The CSS class a phrase tag turns into: "kraken" -> "tag-kraken". */
export function tagClass(tag) {
  const safe = String(tag || "").toLowerCase().replace(/[^a-z0-9_-]+/g, "-");
  return safe ? `tag-${safe}` : "";
}

/** A phrase ([[text, tag], ...]) as a span of spans, each tag a class. */
export function phraseNode(phrase, tag = "span", props = {}) {
  const node = el(tag, props);
  for (const [text, spanTag] of phrase || []) {
    const cls = tagClass(spanTag);
    node.append(cls ? el("span", { class: cls, text }) : document.createTextNode(String(text)));
  }
  return node;
}

/** The plain text of a phrase. */
export function phraseText(phrase) {
  return (phrase || []).map(([text]) => String(text)).join("");
}

/** Shows or hides a node (the hidden attribute; CSS keeps [hidden] hidden). */
export function show(node, visible) {
  node.hidden = !visible;
}
