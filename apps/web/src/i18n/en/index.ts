import type { Strings } from '../catalogue';
import type id from '../id';
import common from './common';
import errors from './errors';
import layout from './layout';
import system from './system';
import home from './home';
import notices from './notices';
import help from './help';
import download from './download';
import join from './join';

/** English: loaded on demand when a visitor picks it. */
const en = { common, errors, layout, system, home, notices, help, download, join };
export default en satisfies Strings<typeof id>;
