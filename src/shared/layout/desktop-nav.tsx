import { AccountMenu } from './account-menu';
import { InsuranceMenu } from './insurance-menu';
import { ServicesMenu } from './services-menu';
import { WideBar } from './wide-bar';

/** The live wide-screen navigation bar: the Services and Insurance menus, and the account menu. */
export function DesktopNav() {
  return <WideBar services={<ServicesMenu />} insurance={<InsuranceMenu />} account={<AccountMenu />} />;
}
