import { delay, HttpResponse } from 'msw';

/** A server failure (500 with the envelope's shape): the screens' load-error state. */
export const serverError = () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 });

/** A call that never answers: the screens' loading state, held still for the workbench and axe. */
export const neverAnswers = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** GET /competitions/current when none is current (SPEC §8 'No hay una competencia seleccionada.'). */
export const noCurrentCompetition = () =>
  HttpResponse.json({ statusCode: 404, message: 'No hay una competencia seleccionada.' }, { status: 404 });
