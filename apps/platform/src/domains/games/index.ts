import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import betRecords from './bet-records.js';
import favorites from './favorites.js';
import gameLaunch from './game-launch.js';
import games from './games.js';
import livetables from './live-tables.js';
import pvpRooms from './pvp-rooms.js';
import recentGames from './recent-games.js';
import winners from './winners.js';

/** The lobby's catalogue, favourites and recents, the winner board, rooms and tables, launches. */
export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    await app.register(games);
    await app.register(betRecords);
    await app.register(favorites);
    await app.register(recentGames);
    await app.register(winners);
    await app.register(pvpRooms);
    await app.register(livetables);
    await app.register(gameLaunch, drivers.gameLaunch ?? {});
  },
  { name: 'domain:games', dependencies: ['domain:system'] },
);
