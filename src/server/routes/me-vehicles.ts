// /api/me/vehicles: the signed-in user's vehicles with optional expiry dates, which feed the
// dashboard's reminders and the daily SMS job. Another user's vehicle is "not found".
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../auth/user-guard';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { failAs } from '../http/fail-as';
import { idParam } from '../http/id-param';
import { readJson } from '../http/json-body';
import type { VehicleRecord } from '../store/tracking-types';
import { DuplicateError } from '../store/types';
import { EXPIRY_KINDS, isCalendarDate, type Vehicle, type VehicleExpiries } from '../../core/reminders';
import { parseVehicleNumber } from '../../core/vehicle-number';
import { validateBody } from '../validation/validate';
import { answer } from '../http/answer';
import * as API from '../../core/api-paths';
import { below } from '../../core/api-url';

export const VEHICLE_NOT_FOUND = 'vehicle.not_found';
const DUPLICATE = 'vehicle.duplicate';

const vehicleView = (v: VehicleRecord): Vehicle => ({ id: v.id, number: v.number, expiries: v.expiries });

function checkedNumber(raw: string): string {
  const number = parseVehicleNumber(raw);
  if (!number) throw new ApiError(400, 'vehicle.number_invalid', { number: 'vehicle.number_invalid' });
  return number;
}

/** The dates in EXPIRY_KINDS order (a stable stored shape), each a real calendar day. */
function checkedExpiries(raw: VehicleExpiries): VehicleExpiries {
  const out: VehicleExpiries = {};
  for (const kind of EXPIRY_KINDS) {
    const date = raw[kind];
    if (date === undefined) continue;
    if (!isCalendarDate(date)) throw new ApiError(400, 'vehicle.date_invalid', { expiries: 'vehicle.date_invalid' }, { date });
    out[kind] = date;
  }
  return out;
}

export function meVehicleRoutes(deps: AppDeps): Hono<UserEnv> {
  const { store, config } = deps;
  const app = new Hono<UserEnv>();
  const at = below(API.myVehicles);
  app.use('*', requireUser(deps));

  app.get(at(API.myVehicles), async (c) => {
    return answer(c, 'VehicleList', { vehicles: (await store.vehicles.listForUser(c.get('user').id)).map(vehicleView) });
  });

  app.post(at(API.myVehicles), failAs('vehicle.add_failed'), async (c) => {
    const body = validateBody('vehicle', await readJson(c));
    const user = c.get('user');
    const number = checkedNumber(body.number);
    const expiries = checkedExpiries(body.expiries ?? {});
    const { maxVehicles } = config.tracking;
    if ((await store.vehicles.listForUser(user.id)).length >= maxVehicles) {
      throw new ApiError(409, 'vehicle.limit', undefined, { max: maxVehicles });
    }
    const now = config.now();
    const vehicle: VehicleRecord = { id: randomUUID(), userId: user.id, number, expiries, createdAt: now, updatedAt: now };
    try {
      await store.vehicles.create(vehicle);
    } catch (err) {
      if (err instanceof DuplicateError) throw new ApiError(409, DUPLICATE, { number: DUPLICATE });
      throw err;
    }
    return answer(c, 'VehicleAnswer', { vehicle: vehicleView(vehicle) }, 201);
  });

  app.patch(at(API.myVehicle), failAs('vehicle.update_failed'), async (c) => {
    const id = idParam(c, VEHICLE_NOT_FOUND);
    const body = validateBody('vehicle-update', await readJson(c));
    const user = c.get('user');
    const current = (await store.vehicles.listForUser(user.id)).find((v) => v.id === id);
    if (!current) throw new ApiError(404, VEHICLE_NOT_FOUND);
    const fields = {
      number: body.number === undefined ? current.number : checkedNumber(body.number),
      expiries: body.expiries === undefined ? current.expiries : checkedExpiries(body.expiries),
    };
    let updated: VehicleRecord | null;
    try {
      updated = await store.vehicles.update(id, user.id, fields, config.now());
    } catch (err) {
      if (err instanceof DuplicateError) throw new ApiError(409, DUPLICATE, { number: DUPLICATE });
      throw err;
    }
    if (!updated) throw new ApiError(404, VEHICLE_NOT_FOUND);
    return answer(c, 'VehicleAnswer', { vehicle: vehicleView(updated) });
  });

  app.delete(at(API.myVehicle), failAs('vehicle.remove_failed'), async (c) => {
    if (!(await store.vehicles.delete(idParam(c, VEHICLE_NOT_FOUND), c.get('user').id))) throw new ApiError(404, VEHICLE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
