// html-validate for the built pages (npm run validate:html). The recommended rules, so a page breaking the HTML
// standard or a best practice fails; off are only rules about how valid markup is spelt, which React's server
// renderer decides for every island and the HTML standard allows either way.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // `<input/>` and `<input>` are the same element; React writes the first.
    'void-style': 'off',
    // `required=""` and `required` are the same attribute; React writes the first.
    'attribute-boolean-style': 'off',
    // Attribute names are case-insensitive in HTML; React writes `autoComplete`, `noValidate`.
    'attr-case': 'off',
    // HTML allows any id without whitespace; React's useId ids (`_r1R_0_-name`) start with `_`. Relaxed still
    // checks what the standard requires.
    'valid-id': ['error', { relaxed: true }],
  },
};
