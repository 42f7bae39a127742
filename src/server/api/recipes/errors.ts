import { badRequest, conflict, forbidden, notFound } from '../../http';

export { badRequest, conflict, forbidden };

export const notFoundRecipe = (id: number) => notFound(`Recipe ${id} not found`);
