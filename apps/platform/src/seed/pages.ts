/** Footer pages of the demo brand (SPEC §2 footer), English HTML. */
export const footerPages = [
  {
    code: 'ABOUT',
    title: 'About Company',
    content: `<h2>About Nusantara Play</h2>
<p>Nusantara Play is an online entertainment site offering live casino tables, slots, sports and e-sports betting, fishing games, card rooms and lotteries in one account.</p>
<p>We work only with licensed game providers, publish our rules openly and keep player funds separate from operating funds.</p>
<ul><li>More than 5,000 casino games</li><li>140+ sports types</li><li>Support around the clock in Indonesian and English</li></ul>`,
  },
  {
    code: 'CONTACT',
    title: 'Contact Us',
    content: `<h2>Contact Us</h2>
<p>Our support team is available 24 hours a day, 7 days a week.</p>
<ul><li>Live chat: use the chat button on any page</li><li>E-mail: <a href="mailto:support@nusantaraplay.example">support@nusantaraplay.example</a></li><li>Telegram and WhatsApp: see the links in the side bar</li></ul>
<p>Please have your username ready; we will never ask for your password.</p>`,
  },
  {
    code: 'TERMS',
    title: 'General Terms and Conditions',
    content: `<h2>General Terms and Conditions</h2>
<ol><li>You must be at least 18 years old and legally allowed to gamble where you live.</li>
<li>One account per person, household, device and payment method.</li>
<li>Bets are final once accepted. In case of an obvious error or a technical fault, affected bets are void and stakes are returned.</li>
<li>Bonuses carry the turnover requirements stated in each promotion; abuse of promotions voids the bonus and its winnings.</li>
<li>We may ask for identity documents before a withdrawal is paid.</li></ol>`,
  },
  {
    code: 'RESPONSIBLE',
    title: 'Responsible Gaming',
    content: `<h2>Responsible Gaming</h2>
<p>Gaming should be entertainment, never a way to make money. Set a budget before you play and stop when you reach it.</p>
<ul><li>Take regular breaks and never chase losses.</li><li>Ask support for deposit limits, a cooling-off period or self-exclusion.</li><li>Players under 18 are not allowed; parents can use filtering software to keep minors away.</li></ul>
<p>If gaming stops being fun, talk to someone you trust and contact a professional help organisation.</p>`,
  },
  {
    code: 'PRIVACY',
    title: 'Privacy Policy',
    content: `<h2>Privacy Policy</h2>
<p>We collect the data needed to run your account: username, contact details, payment details and your activity on the site.</p>
<p>We use it to provide the service, prevent fraud, meet legal duties and, with your consent, to send offers. We never sell personal data.</p>
<p>Data travels encrypted and is kept only as long as the law requires. You may ask to see, correct or delete your data by contacting support.</p>`,
  },
  {
    code: 'AFFILIATES',
    title: 'Affiliates',
    content: `<h2>Affiliate Programme</h2>
<p>Invite players and earn a share of the net revenue of your team every period.</p>
<ul><li>Transparent reports of your downline's activity</li><li>Daily, hourly and real-time salary contracts</li><li>Dividends paid on a fixed schedule</li></ul>
<p>Open the agent centre after logging in, or contact support to become an agent.</p>`,
  },
  {
    code: 'REFUND',
    title: 'Refund Policy',
    content: `<h2>Refund Policy</h2>
<p>Deposits credited to your wallet cannot be reversed, but you may withdraw any balance that has no open turnover requirement.</p>
<p>If a deposit was debited by your bank but not credited within 30 minutes, contact support with the transfer receipt; we will credit or refund it after checking.</p>
<p>Stakes of voided bets are returned to your wallet automatically.</p>`,
  },
].map((p, sortOrder) => ({ ...p, sortOrder }));

/** Help centre items; 'terms' is the anchor of /help#terms. */
export const helpItems = [
  {
    code: 'register',
    title: 'How do I register?',
    content:
      '<p>Press <strong>Register</strong>, choose a username or your mobile number, set a password and confirm you are 18 or older.</p>',
  },
  {
    code: 'deposit',
    title: 'How do I deposit?',
    content:
      '<p>Open <strong>Deposit</strong>, pick a payment method, enter the amount and follow the instructions. Most deposits are credited within minutes.</p>',
  },
  {
    code: 'withdraw',
    title: 'How do I withdraw?',
    content:
      '<p>Open <strong>Withdraw</strong>, choose your bank account and the amount. Withdrawals are processed around the clock once turnover requirements are met.</p>',
  },
  {
    code: 'bonus',
    title: 'How do promotions work?',
    content:
      '<p>Each promotion lists its requirements. Claim it from the promotions page or the reward centre before you play.</p>',
  },
  {
    code: 'security',
    title: 'How do I keep my account safe?',
    content:
      '<p>Use a password you use nowhere else, set a payment password and never share verification codes, not even with support.</p>',
  },
  {
    code: 'app',
    title: 'Is there a mobile app?',
    content:
      '<p>Yes. Open <strong>App Download</strong> and scan the QR code for iOS or Android.</p>',
  },
  {
    code: 'responsible',
    title: 'Can I limit my play?',
    content:
      '<p>Contact support to set deposit limits, take a break or exclude yourself. Limits take effect immediately.</p>',
  },
  {
    code: 'terms',
    title: 'Terms and conditions',
    content:
      '<p>By using the site you accept our General Terms and Conditions: you are 18 or older, hold one account only and accept that bets are final once confirmed.</p>',
  },
  {
    code: 'contact',
    title: 'How do I contact support?',
    content:
      '<p>Use live chat, e-mail or the social channels in the side bar. Support is available 24/7.</p>',
  },
].map((h, sortOrder) => ({ ...h, sortOrder }));
