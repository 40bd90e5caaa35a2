import { RegisterPage } from '../../features/registration/components/register-page';

export default function Register() {
  return <RegisterPage />;
}
