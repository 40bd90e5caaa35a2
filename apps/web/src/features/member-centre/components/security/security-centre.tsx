import type { MemberInfo } from '@site/contract';
import { AvatarSection } from './avatar-section';
import { EmailSection } from './email-section';
import { LoginHistorySection } from './login-history-section';
import { LoginPasswordSection } from './login-password-section';
import { MobileSection } from './mobile-section';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileSection } from './profile-section';

/** securityCenter: profile, avatar, passwords, bound contacts and recent logins. */
export function SecurityCentre({ member, isTrial }: { member: MemberInfo; isTrial: boolean }) {
  return (
    <div className="mc-security">
      <ProfileSection member={member} />
      <AvatarSection />
      <LoginPasswordSection />
      {/* A trial account has no real money to protect (docs/product.md §6). */}
      {isTrial ? null : <PaymentPasswordSection member={member} />}
      <MobileSection member={member} />
      <EmailSection member={member} />
      <LoginHistorySection />
    </div>
  );
}
