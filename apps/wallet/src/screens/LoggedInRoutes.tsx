import { Route, Routes } from 'react-router'
import { MfaRequiredScreen } from '../routes/mfa/MfaRequiredScreen.js'
import { ActivitiesRoute } from './activity/ActivitiesRoute.js'
import { CallBatchRoute } from './activity/CallBatchRoute.js'
import { AddTokenRoute } from './addToken/AddTokenRoute.js'
import { HomeRoute } from './home/HomeRoute.js'
import { NotBuiltYet } from './NotBuiltYet.js'
import { AddNftRoute } from './nfts/AddNftRoute.js'
import { EditNftRoute } from './nfts/EditNftRoute.js'
import { ManageNftsRoute } from './nfts/ManageNftsRoute.js'
import { NftDetailsRoute } from './nfts/NftDetailsRoute.js'
import { NftsRoute } from './nfts/NftsRoute.js'
import { SelectNftsRoute } from './nfts/SelectNftsRoute.js'
import { SendNftRoute } from './nfts/SendNftRoute.js'
import { ProfileRoute } from './profile/ProfileRoute.js'
import { RequestsRoute } from './requests/RequestsRoute.js'
import { SendTokensRoute } from './send/SendTokensRoute.js'
import { Shell } from './shell/Shell.js'
import { texts } from './texts.js'
import './screens.css'

/**
 * The logged-in shell of SPEC §2 and its children, relative to `/loggedin/*` where the core
 * mounts this lazily inside a `WalletContext` provider.
 */
export default function LoggedInRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<HomeRoute />} />
        <Route path="requests" element={<RequestsRoute />} />
        <Route path="activities" element={<ActivitiesRoute />} />
        <Route path="activities/batch" element={<CallBatchRoute />} />
        <Route path="tokens/send" element={<SendTokensRoute />} />
        <Route path="addToken" element={<AddTokenRoute />} />
        <Route path="starterTips" element={<HomeRoute />} />
        <Route path="nfts" element={<NftsRoute />} />
        <Route path="nfts/add" element={<AddNftRoute />} />
        <Route path="nfts/details" element={<NftDetailsRoute />} />
        <Route path="nfts/manage" element={<ManageNftsRoute />} />
        <Route path="nfts/send" element={<SendNftRoute />} />
        <Route path="nfts/select" element={<SelectNftsRoute />} />
        <Route path="nfts/edit" element={<EditNftRoute />} />
        <Route path="profileScreen" element={<ProfileRoute />} />
        <Route path="mfa/required" element={<MfaRequiredScreen />} />
        <Route path="*" element={<NotBuiltYet title={texts.shell.productName} />} />
      </Route>
    </Routes>
  )
}
