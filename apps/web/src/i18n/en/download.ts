import type id from '../id/download';
import type { Strings } from '../catalogue';

export default {
  title: 'Download the app',
  intro: 'Play anywhere with our app. Scan the QR code with your phone or tap the download button.',
  platform: {
    IOS: 'iOS',
    IOS_LITE: 'iOS Lite',
    ANDROID: 'Android',
  },
  qr_label: 'QR code to download the {{platform}} app',
  scan: 'Scan with your phone camera',
  download: 'Download for {{platform}}',
  hint: {
    IOS: 'Once installed, open Settings › General › VPN & Device Management and trust the app’s developer.',
    IOS_LITE:
      'A light version with nothing to install: open the link in Safari, tap Share, then Add to Home Screen.',
    ANDROID:
      'Download the APK file, allow installs from this source if asked, then open the file to install.',
  },
  empty: 'The app is not available for this site yet. You can still play right in your browser.',
  back_home: 'Back to home',
} satisfies Strings<typeof id>;
