/**
 * Normalises the preparation steps' markdown before saving, so that every
 * recipe renders the same in the apps: a space after heading marks (`#Title` -> `# Title`) and
 * dash or numbered list markers (`* a`, `+ a`, `-a` -> `- a`; `1) a`, `1.a` -> `1. a`). Code blocks are left alone.
 */
export function normalizePreparationSteps(markdown: string): string {
  let inFence = false;
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return line;
      }
      if (inFence) return line;
      return normalizeLine(line);
    })
    .join('\n');
}

function normalizeLine(line: string): string {
  // Heading marks need a space before the text; `#hashtag`-like lines are headings in our editor.
  const heading = /^(\s{0,3})(#{1,6})(?=[^#\s])/.exec(line);
  if (heading) return `${heading[1]}${heading[2]} ${line.slice(heading[0].length)}`;
  // `*` and `+` bullets become dashes; `**bold**` is not a bullet because no space follows the `*`.
  const bullet = /^(\s*)[*+]\s+/.exec(line);
  if (bullet) return `${bullet[1]}- ${line.slice(bullet[0].length)}`;
  // A dash glued to its text (`-cut`) gets its space, as `1.cut` does; `---` (a rule) and `--` are not bullets.
  const dash = /^(\s*)-(?=[^\s-])/.exec(line);
  if (dash) return `${dash[1]}- ${line.slice(dash[0].length)}`;
  // `1)` numbering becomes `1.`; a bare `1.` without a space gets one, but not a decimal like `1.5`.
  const numbered = /^(\s*)(\d+)(?:\)|\.(?=\S)(?!\d))\s*/.exec(line);
  if (numbered) return `${numbered[1]}${numbered[2]}. ${line.slice(numbered[0].length)}`;
  return line;
}
