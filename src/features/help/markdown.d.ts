/** A help page: webpack (asset/source) and jest (scripts/jest/markdownText.cjs) import a .md file as its text. */
declare module '*.md' {
  const text: string;
  export default text;
}
