import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TestHost, type Notice } from '@servenear/shared/test-host';
import { failed, fakeApi } from '@servenear/shared/testing';
import { useCustomerProfile } from './account';

function ProfileName() {
  const { data } = useCustomerProfile();
  return <p>{data?.name ?? 'no profile'}</p>;
}

it('on a 401 tells the person once, forgets the session and goes home, however many read the query', async () => {
  const { requests } = fakeApi({ 'GET user/userprofile': failed(401, 'Unauthenticated') });
  const notices: Notice[] = [];
  render(
    <TestHost notices={notices} session={{ role: 'user', name: 'Asha', userId: 7, verified: true }}>
      <MemoryRouter initialEntries={['/user-edit']}>
        <Routes>
          <Route
            path="/user-edit"
            element={
              <>
                <ProfileName />
                <ProfileName />
              </>
            }
          />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </TestHost>,
  );
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
  expect(requests.filter((request) => request.url === 'user/userprofile')).toHaveLength(1);
});
