import common from '../locales/en/common.json';
import layout from '../locales/en/layout.json';
import titles from '../locales/en/titles.json';

/** The shell's namespaces in English, one chunk fetched at start (i18n.ts). */
export default { common, layout, titles };
