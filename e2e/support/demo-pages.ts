import { readdirSync } from 'node:fs';
import path from 'node:path';

const DEMO_DIR = path.resolve(__dirname, '../../site/pages/demo');
const htmlIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.html'));

/** Every page in site/pages/demo, by its address. */
export const TOP_DEMO_PAGES = htmlIn(DEMO_DIR).map((name) => `/demo/${name}`);

/** Every page in site/pages/demo/forms, by its address (its index as the folder). */
export const FORMS_DEMO_PAGES = htmlIn(path.join(DEMO_DIR, 'forms')).map((name) => (name === 'index.html' ? '/demo/forms/' : `/demo/forms/${name}`));
