import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from '../components/login-page';

/** The login page inside the app's router (after a logout or an ended session). */
export function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <LoginPage search={params} onSignedIn={(to) => navigate(to, { replace: true })} />;
}
