import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { catchesMessages } from '@contracts/catches-messages';
import { SAMPLE_CATCH_PHOTO } from '@mocks/db/seed-data/catch-photo-sample';
import { db } from '@mocks/db/store';
import { storeCatchPhoto } from '@mocks/rules/catch-photos';
import { userByUsername } from '@mocks/db/queries';
import { demoAccount } from '@mocks/demo-accounts';
import { CatchPhoto } from '@/features/tournament-day/shared/catch-photo';
import { renderPage, signInAs } from '../../support';

const judge = () => userByUsername(db(), demoAccount('judge').username)!;

describe('CatchPhoto', () => {
  it('shows the photo the judge uploaded, named by its alt text', async () => {
    const ref = await storeCatchPhoto(SAMPLE_CATCH_PHOTO, judge(), new Date().toISOString());
    await signInAs('judge');
    renderPage(<CatchPhoto photoRef={ref} alt="Pejerrey de 32,5 cm del equipo 12" />, '/');
    expect(screen.getByRole('status', { name: 'Cargando la foto…' })).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'Pejerrey de 32,5 cm del equipo 12' });
    expect(image).toHaveAttribute('src', SAMPLE_CATCH_PHOTO);
  });

  it('lets the jury (an admin) see a judge’s photo', async () => {
    const ref = await storeCatchPhoto(SAMPLE_CATCH_PHOTO, judge(), new Date().toISOString());
    await signInAs('clientAdmin');
    renderPage(<CatchPhoto photoRef={ref} alt="Foto de la captura" />, '/');
    expect(await screen.findByRole('img', { name: 'Foto de la captura' })).toBeInTheDocument();
  });

  it('says in Spanish that a photo someone else cannot see was not found, with a retry', async () => {
    const ref = await storeCatchPhoto(SAMPLE_CATCH_PHOTO, userByUsername(db(), demoAccount('clientAdmin').username)!, new Date().toISOString());
    await signInAs('judge');
    renderPage(<CatchPhoto photoRef={ref} alt="Foto de la captura" />, '/');
    expect(await screen.findByText(`No se pudo mostrar la foto: ${catchesMessages.photoNotFound}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
