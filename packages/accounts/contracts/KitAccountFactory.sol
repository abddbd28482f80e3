// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {KitAccount} from "./KitAccount.sol";

/// @title Kit account factory
/// @notice Gives every (signer, salt) a counterfactual KitAccount address: an OpenZeppelin Clones CREATE2 clone
/// of one implementation, created and initialized by the account's first user operation (its initCode).
contract KitAccountFactory {
    /// @notice The KitAccount every clone delegates to (created with the factory).
    address public immutable accountImplementation;

    constructor() {
        accountImplementation = address(new KitAccount());
    }

    /// @notice The account of `signer` and `salt`, whether or not it is deployed yet.
    function getAddress(address signer, uint256 salt) public view returns (address) {
        return Clones.predictDeterministicAddress(accountImplementation, _cloneSalt(signer, salt));
    }

    /// @notice Deploys and initializes the account of `signer` and `salt`; returns it if already deployed.
    function createAccount(address signer, uint256 salt) external returns (address account) {
        account = getAddress(signer, salt);
        if (account.code.length == 0) {
            Clones.cloneDeterministic(accountImplementation, _cloneSalt(signer, salt));
            KitAccount(payable(account)).initialize(signer);
        }
    }

    function _cloneSalt(address signer, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(signer, salt));
    }
}
