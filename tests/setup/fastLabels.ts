/**
 * A faster `labels` for jsdom's labelable elements, with the same answer.
 *
 * jsdom computes `element.labels` by walking the whole document and asking every label for its `control`; a
 * label with a `for` attribute walks the whole document again to find that id. Testing Library's
 * `getByLabelText` reads `labels` of every element in the container, so one query on a form of n fields costs
 * about n x (document size) x (labels) steps: on the settings page it was a fifth of the suite's CPU time
 * (a profile of `SettingsPage.test.tsx`, 2026-11-29).
 *
 * The labels of an element are the labels whose `control` is it (HTML, "labeled control"), in tree order. Only
 * two kinds of label can have it as control: a label whose `for` is its id, and a label without `for` that is
 * one of its ancestors. This getter asks only those, through jsdom's own `control`, and so answers what jsdom's
 * getter answers (tests/setup/fastLabels.test.ts compares the two).
 */

const LABELABLE = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

/** The labels whose control is `element`, in tree order; null for an input of type hidden (not labelable). */
export function labelsOf(element: HTMLElement): HTMLLabelElement[] | null {
  if (element instanceof HTMLInputElement && element.type === 'hidden') return null;
  const found: HTMLLabelElement[] = [];
  const root = element.getRootNode() as ParentNode;
  if (element.id && typeof root.querySelectorAll === 'function') {
    for (const label of root.querySelectorAll<HTMLLabelElement>(`label[for="${CSS.escape(element.id)}"]`)) {
      if (label.control === element) found.push(label);
    }
  }
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLLabelElement && !node.hasAttribute('for') && node.control === element) found.push(node);
  }
  return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** jsdom's own getters, kept for the comparison test. */
export const jsdomLabels = new Map<string, PropertyDescriptor>();

/** Replaces `labels` on every labelable element class of this window (once). */
export function installFastLabels(): void {
  for (const name of LABELABLE) {
    const proto = (window as unknown as Record<string, { prototype: object }>)[name]?.prototype;
    if (!proto || jsdomLabels.has(name)) continue;
    const original = Object.getOwnPropertyDescriptor(proto, 'labels');
    if (!original) continue;
    jsdomLabels.set(name, original);
    Object.defineProperty(proto, 'labels', {
      configurable: true,
      enumerable: original.enumerable,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
  }
}
