import { NEW_VEHICLE_DEFAULTS, VehicleForm } from '../VehicleForm'

export default function Page() {
  return (
    <>
      <p className="console-back">
        <a href="/admin">Back to inventory</a>
      </p>
      <h1>Add a vehicle</h1>
      <p>It is saved as a draft unless you choose another status; add photos once it is saved.</p>
      <VehicleForm action="/admin/vehicles/new" initial={NEW_VEHICLE_DEFAULTS} isNew submitLabel="Save vehicle" />
    </>
  )
}
