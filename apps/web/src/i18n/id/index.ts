import common from './common';
import errors from './errors';
import layout from './layout';
import system from './system';
import home from './home';
import notices from './notices';
import help from './help';
import download from './download';
import join from './join';

/** Indonesian, the default language: bundled with the app. */
const id = { common, errors, layout, system, home, notices, help, download, join };
export default id;
