/**
 * The test setup's faster `labels` (tests/setup/fastLabels.ts) answers what jsdom's own getter answers, on
 * every labelable element of a form with each way a label can point at a control, and a detached one.
 */
import { jsdomLabels, labelsOf } from '../setup/fastLabels';

const FORM = `
  <label for="a">A by id</label><input id="a">
  <label>Wraps b <input id="b"> and c, which it does not label <input id="c"></label>
  <label for="c">C by id, after</label>
  <label for="d">Points at d, but wraps e <input id="e"></label><select id="d"></select>
  <label for="dup">First of two with the same id</label><textarea id="dup"></textarea><input id="dup">
  <label for="h">A hidden input is not labelable</label><input id="h" type="hidden">
  <label for="x">Points at a div</label><div id="x"></div>
  <label>Wraps a button <button id="btn">Go</button></label>
  <label for="m">Meter</label><meter id="m"></meter><label for="m">Meter again</label>
  <label for="">Empty for <input id="f"></label>
  <label>Outer <label>Inner <input id="g"></label></label>
  <output id="o"></output><progress id="p"></progress>
`;

function jsdomAnswer(element: HTMLElement): Element[] | null {
  const descriptor = jsdomLabels.get(element.constructor.name);
  if (!descriptor?.get) throw new Error(`jsdom's labels getter of ${element.constructor.name} was not kept`);
  const list = descriptor.get.call(element) as NodeListOf<Element> | null;
  return list === null ? null : Array.from(list);
}

const labelTexts = (labels: Element[] | null) => labels?.map((l) => l.firstChild?.textContent?.trim());

describe("the test setup's labels getter", () => {
  it('answers what jsdom answers for every labelable element, in the same order', () => {
    document.body.innerHTML = FORM;
    const elements = [...document.body.querySelectorAll<HTMLElement>('input, select, textarea, button, meter, output, progress')];
    expect(elements).toHaveLength(14);
    for (const element of elements) {
      expect([element.id, labelTexts(labelsOf(element))]).toEqual([element.id, labelTexts(jsdomAnswer(element))]);
    }
    // The cases are the ones meant: not every answer is empty.
    expect(labelTexts(labelsOf(document.getElementById('c')!))).toEqual(['C by id, after']);
    expect(labelTexts(labelsOf(document.getElementById('m')!))).toEqual(['Meter', 'Meter again']);
    expect(labelTexts(labelsOf(document.getElementById('g')!))).toEqual(['Outer', 'Inner']);
    expect(labelsOf(document.getElementById('h')!)).toBeNull();
  });

  it('answers the same in a tree not attached to the document', () => {
    const detached = document.createElement('div');
    detached.innerHTML = FORM;
    for (const element of detached.querySelectorAll<HTMLElement>('input, select, textarea, button, meter, output, progress')) {
      expect([element.id, labelTexts(labelsOf(element))]).toEqual([element.id, labelTexts(jsdomAnswer(element))]);
    }
  });

  it('is the getter the elements use', () => {
    document.body.innerHTML = FORM;
    const input = document.getElementById('a') as HTMLInputElement;
    expect(Array.from(input.labels ?? []).map((l) => l.textContent)).toEqual(['A by id']);
  });
});
