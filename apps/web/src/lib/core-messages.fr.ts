import common from '../locales/fr/common.json';
import layout from '../locales/fr/layout.json';
import titles from '../locales/fr/titles.json';

/** The shell's namespaces in French, one chunk fetched at start (i18n.ts). */
export default { common, layout, titles };
