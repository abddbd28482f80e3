// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Account} from "@openzeppelin/contracts/account/Account.sol";
import {ERC7821} from "@openzeppelin/contracts/account/extensions/draft-ERC7821.sol";
import {ERC4337Utils} from "@openzeppelin/contracts/account/utils/ERC4337Utils.sol";
import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {SignerEIP7702} from "@openzeppelin/contracts/utils/cryptography/signers/SignerEIP7702.sol";

/// @title Kit delegated account
/// @notice The EIP-7702 delegation target of Kit's embedded EOAs: OpenZeppelin's documented composition
/// (Account, SignerEIP7702, ERC7821, token holders). The EOA's own key signs; ERC-7821 batches run from
/// the account itself or from the EntryPoint.
contract KitDelegatedAccount is Account, SignerEIP7702, ERC7821, ERC721Holder, ERC1155Holder {
    /// @dev Kit's stack uses EntryPoint v0.8 (OpenZeppelin 5.7 defaults to v0.9).
    function entryPoint() public pure override returns (IEntryPoint) {
        return ERC4337Utils.ENTRYPOINT_V08;
    }

    /// @dev Lets the EntryPoint run a validated user operation's batch.
    function _erc7821AuthorizedExecutor(
        address caller,
        bytes32 mode,
        bytes calldata executionData
    ) internal view override returns (bool) {
        return caller == address(entryPoint()) || super._erc7821AuthorizedExecutor(caller, mode, executionData);
    }
}
