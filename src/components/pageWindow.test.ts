import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(0, 4)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the first and last page and three either side of the current one', () => {
    expect(pageWindow(10, 30)).toEqual([0, 'gap', 7, 8, 9, 10, 11, 12, 13, 'gap', 29]);
  });

  it('does not put a gap between adjacent pages', () => {
    expect(pageWindow(4, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 'gap', 9]);
  });

  it('answers nothing for no pages', () => {
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
