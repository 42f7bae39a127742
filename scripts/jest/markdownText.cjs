/** Jest transform: a .md file becomes a module whose default export is its text, as webpack's asset/source does. */
module.exports = {
  process(sourceText) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };` };
  },
};
